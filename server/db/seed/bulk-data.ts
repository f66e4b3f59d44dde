// What a large catalogue is made of (`npm run seed -- --products N`, bulk.ts): the product lines a Nigerian gadget
// shop stocks, each with its models and their prices in naira, the variants that change the price, and the colours.
// bulk.ts combines them into titles such as "Apple iPhone 15 Pro Max 256GB — Natural Titanium".
import type { CategorySlug } from './catalogue-data'

export interface BulkModel {
  name: string
  /** Naira for the first variant (or the only one), brand new. */
  price: number
}

export interface BulkLine {
  brand: string
  category: CategorySlug
  models: BulkModel[]
  /** What changes the price: storage, memory, size; [label, times the model's price]. */
  variants?: [label: string, factor: number][]
  /** Shown after a dash in some titles. */
  colours: string[]
  /** The variants may be sold as sizes of one product (each with its own stock) rather than one per title. */
  variantsAsSizes?: boolean
  /** Sold used too ("UK Used"), at about 70 % of new. */
  used?: boolean
}

const STORAGE: [string, number][] = [
  ['128GB', 1],
  ['256GB', 1.12],
  ['512GB', 1.3],
]
const BIG_STORAGE: [string, number][] = [...STORAGE, ['1TB', 1.5]]
const SMALL_STORAGE: [string, number][] = [
  ['4GB/64GB', 0.85],
  ['4GB/128GB', 1],
  ['8GB/128GB', 1.12],
  ['8GB/256GB', 1.25],
]
const LAPTOP_SPECS: [string, number][] = [
  ['8GB/256GB SSD', 1],
  ['16GB/512GB SSD', 1.25],
  ['16GB/1TB SSD', 1.4],
  ['32GB/1TB SSD', 1.7],
]
const MAC_SPECS: [string, number][] = [
  ['8GB/256GB', 1],
  ['16GB/512GB', 1.3],
  ['24GB/1TB', 1.65],
]
const TABLET_STORAGE: [string, number][] = [
  ['64GB Wi-Fi', 1],
  ['128GB Wi-Fi', 1.15],
  ['256GB Wi-Fi', 1.35],
  ['128GB Wi-Fi + Cellular', 1.4],
]
const WATCH_SIZES: [string, number][] = [
  ['41mm', 1],
  ['45mm', 1.08],
]
const CAPACITIES: [string, number][] = [
  ['10000mAh', 1],
  ['20000mAh', 1.55],
  ['30000mAh', 2.1],
]

const IPHONE_COLOURS = ['Natural Titanium', 'Black Titanium', 'White Titanium', 'Blue', 'Pink', 'Midnight', 'Starlight']
const PHONE_COLOURS = ['Black', 'Starry Black', 'Glacier Blue', 'Mint Green', 'Titanium Grey', 'Purple', 'Gold']

/** Phones named in accessory titles ("… for iPhone 15 Pro Max"). */
export const PHONES_FOR_ACCESSORIES = [
  'iPhone 13',
  'iPhone 14',
  'iPhone 14 Pro Max',
  'iPhone 15',
  'iPhone 15 Pro',
  'iPhone 15 Pro Max',
  'iPhone 16 Pro Max',
  'Samsung Galaxy A15',
  'Samsung Galaxy A25',
  'Samsung Galaxy A55',
  'Samsung Galaxy S24 Ultra',
  'Tecno Spark 20',
  'Tecno Camon 30',
  'Infinix Hot 40i',
  'Infinix Note 40',
  'Redmi Note 13',
]

export const BULK_LINES: BulkLine[] = [
  // ---- Phones ----
  {
    brand: 'Apple',
    category: 'phones',
    models: [
      { name: 'iPhone 12', price: 520_000 },
      { name: 'iPhone 13', price: 690_000 },
      { name: 'iPhone 14', price: 850_000 },
      { name: 'iPhone 14 Pro Max', price: 1_250_000 },
      { name: 'iPhone 15', price: 1_150_000 },
      { name: 'iPhone 15 Pro', price: 1_550_000 },
      { name: 'iPhone 15 Pro Max', price: 1_850_000 },
      { name: 'iPhone 16', price: 1_450_000 },
      { name: 'iPhone 16 Pro Max', price: 2_350_000 },
    ],
    variants: BIG_STORAGE,
    colours: IPHONE_COLOURS,
    used: true,
  },
  {
    brand: 'Samsung',
    category: 'phones',
    models: [
      { name: 'Galaxy A05', price: 115_000 },
      { name: 'Galaxy A15', price: 185_000 },
      { name: 'Galaxy A25 5G', price: 290_000 },
      { name: 'Galaxy A35 5G', price: 420_000 },
      { name: 'Galaxy A55 5G', price: 560_000 },
      { name: 'Galaxy S23 FE', price: 690_000 },
      { name: 'Galaxy S24', price: 1_150_000 },
      { name: 'Galaxy S24 Ultra', price: 1_950_000 },
      { name: 'Galaxy Z Flip6', price: 1_650_000 },
      { name: 'Galaxy Z Fold6', price: 2_800_000 },
    ],
    variants: STORAGE,
    colours: ['Awesome Navy', 'Awesome Lilac', 'Onyx Black', 'Titanium Grey', 'Mint', 'Silver Shadow'],
    variantsAsSizes: true,
    used: true,
  },
  {
    brand: 'Tecno',
    category: 'phones',
    models: [
      { name: 'Spark Go 2024', price: 95_000 },
      { name: 'Spark 20', price: 160_000 },
      { name: 'Spark 30 Pro', price: 235_000 },
      { name: 'Camon 30', price: 330_000 },
      { name: 'Camon 30 Premier 5G', price: 620_000 },
      { name: 'Pova 6 Pro 5G', price: 345_000 },
      { name: 'Phantom X2', price: 640_000 },
    ],
    variants: SMALL_STORAGE,
    colours: PHONE_COLOURS,
    variantsAsSizes: true,
  },
  {
    brand: 'Infinix',
    category: 'phones',
    models: [
      { name: 'Smart 8', price: 99_000 },
      { name: 'Hot 40i', price: 140_000 },
      { name: 'Hot 50 Pro+', price: 245_000 },
      { name: 'Note 40', price: 310_000 },
      { name: 'Note 40 Pro 5G', price: 420_000 },
      { name: 'Zero 30 5G', price: 480_000 },
      { name: 'GT 20 Pro', price: 455_000 },
    ],
    variants: SMALL_STORAGE,
    colours: PHONE_COLOURS,
    variantsAsSizes: true,
  },
  {
    brand: 'itel',
    category: 'phones',
    models: [
      { name: 'A50', price: 72_000 },
      { name: 'A70', price: 89_000 },
      { name: 'P55', price: 118_000 },
      { name: 'S24', price: 150_000 },
      { name: 'RS4', price: 185_000 },
      { name: 'it2163', price: 9_500 },
    ],
    variants: SMALL_STORAGE.slice(0, 3),
    colours: PHONE_COLOURS,
  },
  {
    brand: 'Xiaomi',
    category: 'phones',
    models: [
      { name: 'Redmi 13C', price: 125_000 },
      { name: 'Redmi Note 13', price: 240_000 },
      { name: 'Redmi Note 13 Pro+ 5G', price: 520_000 },
      { name: 'Poco X6 Pro', price: 430_000 },
      { name: '14T Pro', price: 980_000 },
    ],
    variants: SMALL_STORAGE.slice(1),
    colours: ['Midnight Black', 'Ocean Sunset', 'Mint Green', 'Aurora Purple'],
  },
  {
    brand: 'Google',
    category: 'phones',
    models: [
      { name: 'Pixel 7a', price: 420_000 },
      { name: 'Pixel 8', price: 690_000 },
      { name: 'Pixel 8 Pro', price: 980_000 },
      { name: 'Pixel 9 Pro XL', price: 1_650_000 },
    ],
    variants: STORAGE,
    colours: ['Obsidian', 'Porcelain', 'Hazel', 'Bay'],
    used: true,
  },
  {
    brand: 'Nokia',
    category: 'phones',
    models: [
      { name: '105 (2023)', price: 14_500 },
      { name: '110 4G', price: 26_000 },
      { name: 'G42 5G', price: 215_000 },
      { name: 'C32', price: 110_000 },
    ],
    colours: ['Charcoal', 'Cyan', 'Pink', 'So Purple'],
  },
  // ---- Laptops ----
  {
    brand: 'HP',
    category: 'laptops',
    models: [
      { name: 'EliteBook 840 G8 Core i5', price: 620_000 },
      { name: 'EliteBook 840 G10 Core i7', price: 1_150_000 },
      { name: 'ProBook 450 G10 Core i5', price: 780_000 },
      { name: 'Pavilion 15 Core i7', price: 890_000 },
      { name: 'Victus 15 Ryzen 5 RTX 3050', price: 1_050_000 },
      { name: '250 G9 Celeron', price: 330_000 },
    ],
    variants: LAPTOP_SPECS,
    colours: ['Silver', 'Natural Silver', 'Mica Silver', 'Performance Blue'],
    used: true,
  },
  {
    brand: 'Dell',
    category: 'laptops',
    models: [
      { name: 'Latitude 5420 Core i5', price: 540_000 },
      { name: 'Latitude 7440 Core i7', price: 1_250_000 },
      { name: 'Inspiron 15 3520 Core i3', price: 480_000 },
      { name: 'Vostro 3520 Core i5', price: 640_000 },
      { name: 'XPS 13 9340 Core Ultra 7', price: 2_150_000 },
    ],
    variants: LAPTOP_SPECS,
    colours: ['Black', 'Platinum Silver', 'Carbon Black'],
    used: true,
  },
  {
    brand: 'Lenovo',
    category: 'laptops',
    models: [
      { name: 'ThinkPad T14 Gen 3 Core i5', price: 820_000 },
      { name: 'ThinkPad X1 Carbon Gen 11', price: 1_950_000 },
      { name: 'IdeaPad 3 Ryzen 5', price: 560_000 },
      { name: 'IdeaPad Slim 5 Core i7', price: 890_000 },
      { name: 'Legion 5 Ryzen 7 RTX 4060', price: 1_850_000 },
    ],
    variants: LAPTOP_SPECS,
    colours: ['Thunder Black', 'Arctic Grey', 'Abyss Blue'],
  },
  {
    brand: 'Apple',
    category: 'laptops',
    models: [
      { name: 'MacBook Air 13" M1', price: 1_050_000 },
      { name: 'MacBook Air 13" M2', price: 1_450_000 },
      { name: 'MacBook Air 15" M3', price: 1_950_000 },
      { name: 'MacBook Pro 14" M3', price: 2_650_000 },
      { name: 'MacBook Pro 16" M3 Max', price: 5_200_000 },
    ],
    variants: MAC_SPECS,
    colours: ['Space Grey', 'Midnight', 'Starlight', 'Silver', 'Space Black'],
    used: true,
  },
  // ---- Tablets ----
  {
    brand: 'Apple',
    category: 'tablets',
    models: [
      { name: 'iPad (9th generation)', price: 420_000 },
      { name: 'iPad (10th generation)', price: 590_000 },
      { name: 'iPad mini (6th generation)', price: 720_000 },
      { name: 'iPad Air 11" M2', price: 1_050_000 },
      { name: 'iPad Pro 11" M4', price: 1_750_000 },
    ],
    variants: TABLET_STORAGE,
    colours: ['Space Grey', 'Silver', 'Blue', 'Purple', 'Starlight'],
  },
  {
    brand: 'Samsung',
    category: 'tablets',
    models: [
      { name: 'Galaxy Tab A9', price: 185_000 },
      { name: 'Galaxy Tab A9+', price: 265_000 },
      { name: 'Galaxy Tab S9 FE', price: 520_000 },
      { name: 'Galaxy Tab S9 Ultra', price: 1_650_000 },
    ],
    variants: TABLET_STORAGE,
    colours: ['Graphite', 'Silver', 'Navy', 'Mint'],
    variantsAsSizes: true,
  },
  {
    brand: 'Lenovo',
    category: 'tablets',
    models: [
      { name: 'Tab M10 Plus (3rd Gen)', price: 195_000 },
      { name: 'Tab P12', price: 420_000 },
    ],
    variants: TABLET_STORAGE.slice(0, 2),
    colours: ['Storm Grey', 'Frost Blue'],
  },
  {
    brand: 'Tecno',
    category: 'tablets',
    models: [{ name: 'Megapad 10', price: 165_000 }],
    variants: TABLET_STORAGE.slice(0, 2),
    colours: ['Dark Grey', 'Blue'],
  },
  // ---- Earbuds & headphones ----
  {
    brand: 'Apple',
    category: 'earbuds-and-headphones',
    models: [
      { name: 'AirPods (3rd generation)', price: 195_000 },
      { name: 'AirPods Pro (2nd generation)', price: 330_000 },
      { name: 'AirPods 4', price: 210_000 },
      { name: 'AirPods Max', price: 850_000 },
    ],
    colours: ['White', 'Midnight', 'Sky Blue'],
  },
  {
    brand: 'Oraimo',
    category: 'earbuds-and-headphones',
    models: [
      { name: 'FreePods 3', price: 17_500 },
      { name: 'FreePods 4', price: 24_500 },
      { name: 'FreePods Lite', price: 12_900 },
      { name: 'Riff 2', price: 14_500 },
      { name: 'BoomPop 2 Headphones', price: 29_000 },
      { name: 'Necklace 3 Neckband', price: 9_800 },
      { name: 'Halo Wired Earphones', price: 2_500 },
    ],
    colours: ['Black', 'White', 'Blue', 'Green'],
  },
  {
    brand: 'Samsung',
    category: 'earbuds-and-headphones',
    models: [
      { name: 'Galaxy Buds FE', price: 85_000 },
      { name: 'Galaxy Buds2 Pro', price: 165_000 },
      { name: 'Galaxy Buds3 Pro', price: 260_000 },
    ],
    colours: ['Graphite', 'White', 'Bora Purple', 'Silver'],
  },
  {
    brand: 'JBL',
    category: 'earbuds-and-headphones',
    models: [
      { name: 'Tune 520BT', price: 58_000 },
      { name: 'Tune 770NC', price: 115_000 },
      { name: 'Wave Buds', price: 49_000 },
      { name: 'Live Pro 2 TWS', price: 145_000 },
    ],
    colours: ['Black', 'Blue', 'White', 'Purple'],
  },
  {
    brand: 'Sony',
    category: 'earbuds-and-headphones',
    models: [
      { name: 'WH-1000XM5', price: 520_000 },
      { name: 'WH-CH520', price: 62_000 },
      { name: 'WF-1000XM5', price: 430_000 },
      { name: 'WF-C700N', price: 145_000 },
    ],
    colours: ['Black', 'Silver', 'Midnight Blue'],
  },
  {
    brand: 'Anker',
    category: 'earbuds-and-headphones',
    models: [
      { name: 'Soundcore Life Q30', price: 98_000 },
      { name: 'Soundcore P40i', price: 62_000 },
      { name: 'Soundcore R50i', price: 28_000 },
    ],
    colours: ['Black', 'White', 'Navy'],
  },
  // ---- Speakers ----
  {
    brand: 'JBL',
    category: 'speakers',
    models: [
      { name: 'Go 3', price: 52_000 },
      { name: 'Go 4', price: 65_000 },
      { name: 'Flip 6', price: 155_000 },
      { name: 'Charge 5', price: 230_000 },
      { name: 'PartyBox 110', price: 620_000 },
      { name: 'PartyBox Encore Essential', price: 450_000 },
    ],
    colours: ['Black', 'Blue', 'Red', 'Squad Camouflage', 'Teal'],
  },
  {
    brand: 'Oraimo',
    category: 'speakers',
    models: [
      { name: 'SoundGo 3', price: 21_500 },
      { name: 'SoundGo 4', price: 32_000 },
      { name: 'SoundPro 2 Party Speaker', price: 74_000 },
    ],
    colours: ['Black', 'Blue', 'Red'],
  },
  {
    brand: 'Sony',
    category: 'speakers',
    models: [
      { name: 'SRS-XB100', price: 78_000 },
      { name: 'SRS-XE200', price: 165_000 },
      { name: 'ULT Field 1', price: 195_000 },
    ],
    colours: ['Black', 'Blue', 'Light Grey', 'Orange'],
  },
  {
    brand: 'Bose',
    category: 'speakers',
    models: [
      { name: 'SoundLink Flex', price: 210_000 },
      { name: 'SoundLink Micro', price: 145_000 },
    ],
    colours: ['Black', 'Stone Blue', 'Cypress Green'],
  },
  {
    brand: 'Hopestar',
    category: 'speakers',
    models: [
      { name: 'H50 Bluetooth Speaker', price: 24_000 },
      { name: 'Party 100 Speaker', price: 68_000 },
    ],
    colours: ['Black', 'Red', 'Blue'],
  },
  // ---- Smartwatches ----
  {
    brand: 'Apple',
    category: 'smartwatches',
    models: [
      { name: 'Watch SE (2nd generation)', price: 320_000 },
      { name: 'Watch Series 9', price: 560_000 },
      { name: 'Watch Series 10', price: 680_000 },
      { name: 'Watch Ultra 2', price: 1_250_000 },
    ],
    variants: WATCH_SIZES,
    colours: ['Midnight', 'Starlight', 'Silver', 'Pink', 'Natural Titanium'],
    variantsAsSizes: true,
  },
  {
    brand: 'Samsung',
    category: 'smartwatches',
    models: [
      { name: 'Galaxy Watch6', price: 285_000 },
      { name: 'Galaxy Watch6 Classic', price: 365_000 },
      { name: 'Galaxy Watch7', price: 345_000 },
      { name: 'Galaxy Fit3', price: 72_000 },
    ],
    variants: [
      ['40mm', 1],
      ['44mm', 1.1],
    ],
    colours: ['Graphite', 'Silver', 'Gold', 'Green'],
    variantsAsSizes: true,
  },
  {
    brand: 'Oraimo',
    category: 'smartwatches',
    models: [
      { name: 'Watch 2R', price: 24_500 },
      { name: 'Watch 4 Plus', price: 36_000 },
      { name: 'Tempo 2S Fitness Band', price: 14_000 },
    ],
    colours: ['Black', 'Grey', 'Pink'],
  },
  {
    brand: 'Amazfit',
    category: 'smartwatches',
    models: [
      { name: 'Bip 5', price: 75_000 },
      { name: 'GTR 4', price: 180_000 },
      { name: 'Active 2', price: 150_000 },
    ],
    colours: ['Black', 'Pastel Pink', 'Cream White'],
  },
  {
    brand: 'Xiaomi',
    category: 'smartwatches',
    models: [
      { name: 'Redmi Watch 4', price: 68_000 },
      { name: 'Smart Band 8', price: 38_000 },
    ],
    colours: ['Obsidian Black', 'Silver Grey'],
  },
  // ---- Chargers & power banks ----
  {
    brand: 'Oraimo',
    category: 'chargers-and-power-banks',
    models: [
      { name: 'PowerBank Traveler', price: 14_500 },
      { name: 'PowerBank Toast', price: 19_500 },
      { name: 'PowerBank Pocket', price: 12_000 },
    ],
    variants: CAPACITIES,
    colours: ['Black', 'White', 'Blue'],
  },
  {
    brand: 'Oraimo',
    category: 'chargers-and-power-banks',
    models: [
      { name: 'FireFly 18W Fast Charger', price: 5_800 },
      { name: 'Speedy 33W USB-C Charger', price: 9_500 },
      { name: 'Type-C to Type-C Cable 1m', price: 2_400 },
      { name: 'Lightning Cable 1m', price: 2_900 },
      { name: 'Micro USB Cable 1m', price: 1_500 },
      { name: 'Car Charger 38W', price: 6_500 },
    ],
    colours: ['Black', 'White'],
  },
  {
    brand: 'Anker',
    category: 'chargers-and-power-banks',
    models: [
      { name: 'PowerCore', price: 28_000 },
      { name: 'PowerCore Slim', price: 32_000 },
      { name: 'MagGo Power Bank', price: 58_000 },
    ],
    variants: CAPACITIES.slice(0, 2),
    colours: ['Black', 'White', 'Blue'],
  },
  {
    brand: 'Anker',
    category: 'chargers-and-power-banks',
    models: [
      { name: 'Nano 20W USB-C Charger', price: 14_500 },
      { name: '735 Charger (Nano II 65W)', price: 52_000 },
      { name: 'PowerLine III USB-C Cable', price: 6_800 },
    ],
    colours: ['Black', 'White'],
  },
  {
    brand: 'Apple',
    category: 'chargers-and-power-banks',
    models: [
      { name: '20W USB-C Power Adapter', price: 28_000 },
      { name: 'USB-C to Lightning Cable (1 m)', price: 22_000 },
      { name: 'MagSafe Charger', price: 65_000 },
      { name: '35W Dual USB-C Port Power Adapter', price: 58_000 },
    ],
    colours: ['White'],
  },
  {
    brand: 'Samsung',
    category: 'chargers-and-power-banks',
    models: [
      { name: '25W Super Fast Charger', price: 16_500 },
      { name: '45W Power Adapter', price: 32_000 },
      { name: 'Battery Pack', price: 38_000 },
    ],
    colours: ['Black', 'White'],
  },
  {
    brand: 'New Age',
    category: 'chargers-and-power-banks',
    models: [
      { name: 'Power Bank', price: 11_500 },
      { name: 'Solar Power Bank', price: 16_000 },
    ],
    variants: CAPACITIES,
    colours: ['Black', 'Blue', 'Red'],
  },
  // ---- Cases & screen guards (their titles name the phone they fit: bulk.ts) ----
  {
    brand: 'Spigen',
    category: 'cases-and-screen-guards',
    models: [
      { name: 'Ultra Hybrid Case', price: 14_500 },
      { name: 'Tough Armor Case', price: 18_500 },
      { name: 'Liquid Air Case', price: 11_500 },
      { name: 'GLAS.tR Screen Protector (2 pack)', price: 12_000 },
    ],
    colours: ['Crystal Clear', 'Matte Black', 'Navy Blue'],
  },
  {
    brand: 'Oraimo',
    category: 'cases-and-screen-guards',
    models: [
      { name: 'Shockproof Clear Case', price: 3_200 },
      { name: 'Silicone Case', price: 2_800 },
      { name: 'Tempered Glass Screen Guard', price: 1_800 },
      { name: 'Privacy Screen Guard', price: 3_500 },
    ],
    colours: ['Clear', 'Black', 'Blue', 'Pink'],
  },
  {
    brand: 'Oja',
    category: 'cases-and-screen-guards',
    models: [
      { name: 'Leather Flip Cover', price: 6_500 },
      { name: 'MagSafe Clear Case', price: 7_800 },
      { name: 'Full Glue 9D Glass', price: 1_500 },
      { name: 'Camera Lens Protector', price: 2_200 },
    ],
    colours: ['Black', 'Brown', 'Clear', 'Wine'],
  },
  {
    brand: 'OtterBox',
    category: 'cases-and-screen-guards',
    models: [
      { name: 'Defender Series Case', price: 42_000 },
      { name: 'Symmetry Series Case', price: 32_000 },
    ],
    colours: ['Black', 'Blue', 'Clear'],
  },
  // ---- Gaming ----
  {
    brand: 'Sony',
    category: 'gaming',
    models: [
      { name: 'PlayStation 5 Slim Console', price: 850_000 },
      { name: 'PlayStation 5 Pro Console', price: 1_350_000 },
      { name: 'DualSense Wireless Controller', price: 95_000 },
      { name: 'DualSense Edge Controller', price: 290_000 },
      { name: 'PULSE 3D Wireless Headset', price: 135_000 },
      { name: 'PlayStation Portal', price: 360_000 },
    ],
    colours: ['White', 'Midnight Black', 'Cosmic Red', 'Volcanic Red'],
  },
  {
    brand: 'Microsoft',
    category: 'gaming',
    models: [
      { name: 'Xbox Series S 512GB', price: 520_000 },
      { name: 'Xbox Series X 1TB', price: 920_000 },
      { name: 'Xbox Wireless Controller', price: 82_000 },
    ],
    colours: ['Carbon Black', 'Robot White', 'Shock Blue'],
  },
  {
    brand: 'Nintendo',
    category: 'gaming',
    models: [
      { name: 'Switch OLED', price: 560_000 },
      { name: 'Switch Lite', price: 320_000 },
      { name: 'Switch Pro Controller', price: 95_000 },
    ],
    colours: ['Neon Red/Neon Blue', 'White', 'Coral', 'Turquoise'],
  },
  {
    brand: 'Redragon',
    category: 'gaming',
    models: [
      { name: 'K552 Kumara Mechanical Keyboard', price: 38_000 },
      { name: 'M711 Cobra Gaming Mouse', price: 16_500 },
      { name: 'H510 Zeus Gaming Headset', price: 42_000 },
      { name: 'P003 Gaming Mouse Pad', price: 6_500 },
    ],
    colours: ['Black', 'White'],
  },
  {
    brand: 'Logitech',
    category: 'gaming',
    models: [
      { name: 'G102 Lightsync Mouse', price: 19_500 },
      { name: 'G305 Wireless Mouse', price: 42_000 },
      { name: 'G435 Wireless Headset', price: 78_000 },
      { name: 'G29 Racing Wheel', price: 420_000 },
    ],
    colours: ['Black', 'White', 'Lilac', 'Blue'],
  },
  {
    brand: 'GameSir',
    category: 'gaming',
    models: [
      { name: 'T4 Pro Controller', price: 36_000 },
      { name: 'X2s Mobile Controller', price: 48_000 },
    ],
    colours: ['Black', 'White'],
  },
]

/** How the generated products spread over the categories: phones and accessories lead, as in a real shop. */
export const CATEGORY_WEIGHTS: Record<CategorySlug, number> = {
  phones: 24,
  'cases-and-screen-guards': 15,
  'chargers-and-power-banks': 15,
  'earbuds-and-headphones': 12,
  laptops: 8,
  speakers: 7,
  smartwatches: 7,
  tablets: 6,
  gaming: 6,
}

/** One sentence on what each category's products are for, in every generated description. */
export const CATEGORY_BLURBS: Record<CategorySlug, string> = {
  phones: 'Dual SIM, with the charger in the box and a free screen guard fitted at pickup.',
  laptops: 'Tested battery and keyboard, Windows or macOS set up and ready for work or school.',
  tablets: 'A big screen for classes, films and video calls, with a long-lasting battery.',
  'earbuds-and-headphones': 'Clear calls and full sound, with a charging case or cable in the box.',
  speakers: 'Loud, clear sound over Bluetooth for the room, the car or the party.',
  smartwatches: 'Steps, heart rate, sleep and notifications on the wrist, with a charger in the box.',
  'chargers-and-power-banks': 'Charges phones and gadgets safely, with protection against over-charging and heat.',
  'cases-and-screen-guards': 'Cut to fit exactly, with the buttons, ports and cameras left clear.',
  gaming: 'Original, sealed and ready to play, with a local warranty.',
}

// What the store sells on a fresh start: the categories and products of a Nigerian gadget shop, priced in naira.
// Stock, ratings, reviews and dates not written here come from a seeded pseudo-random sequence (see seed.ts).
import type { ArtKind } from './product-art'

export interface SeedCategory {
  slug: string
  title: string
  /** Drawing used for products of this category unless a product names its own, and for the category picture. */
  art: ArtKind
  /** Colour of the category picture. */
  colour: string
}

export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: 'phones', title: 'Phones', art: 'phone', colour: '#1e3a8a' },
  { slug: 'laptops', title: 'Laptops', art: 'laptop', colour: '#475569' },
  { slug: 'tablets', title: 'Tablets', art: 'tablet', colour: '#7c3aed' },
  { slug: 'earbuds-and-headphones', title: 'Earbuds & Headphones', art: 'earbuds', colour: '#0f766e' },
  { slug: 'speakers', title: 'Speakers', art: 'speaker', colour: '#ea580c' },
  { slug: 'smartwatches', title: 'Smartwatches', art: 'watch', colour: '#be185d' },
  { slug: 'chargers-and-power-banks', title: 'Chargers & Power Banks', art: 'powerbank', colour: '#15803d' },
  { slug: 'cases-and-screen-guards', title: 'Cases & Screen Guards', art: 'case', colour: '#0369a1' },
  { slug: 'gaming', title: 'Gaming Accessories', art: 'controller', colour: '#1f2937' },
]

export type CategorySlug =
  | 'phones'
  | 'laptops'
  | 'tablets'
  | 'earbuds-and-headphones'
  | 'speakers'
  | 'smartwatches'
  | 'chargers-and-power-banks'
  | 'cases-and-screen-guards'
  | 'gaming'

/** Body colours of the drawn pictures. */
export const COLOURS = {
  black: '#1f2937',
  midnight: '#111827',
  graphite: '#4b5563',
  grey: '#9ca3af',
  silver: '#d1d5db',
  white: '#f3f4f6',
  gold: '#e8c48a',
  titanium: '#a8a29e',
  blue: '#3b82f6',
  navy: '#1e3a8a',
  sky: '#7dd3fc',
  green: '#22c55e',
  mint: '#6ee7b7',
  teal: '#14b8a6',
  purple: '#8b5cf6',
  lavender: '#c4b5fd',
  pink: '#f472b6',
  red: '#ef4444',
  orange: '#f97316',
  yellow: '#facc15',
  clear: '#e0f2fe',
} as const

export type Colour = keyof typeof COLOURS

export interface SeedProduct {
  brand: string
  /** The title is brand + model unless `title` says otherwise. */
  model: string
  title?: string
  category: CategorySlug
  /** Naira before any discount. */
  price: number
  /** Naira after the discount; absent when the product is not discounted. */
  sale?: number
  /** What the product is and why someone would buy it. */
  about: string
  /** One picture per colour (a single colour gets three views); 2 to 4 pictures in all. */
  colours: Colour[]
  /** Variants (storage, colour, strap size) with their own stock; the product's stock is their sum. */
  sizes?: [title: string, stock: number][]
  /** Units on hand when there are no sizes; absent means pseudo-random. */
  stock?: number
  condition?: 'new' | 'used'
  /** Listed by the marketplace vendor rather than the store itself. */
  vendor?: true
  trending?: true
  art?: ArtKind
}

export const SEED_VENDOR = { name: 'Computer Village Gadgets, Ikeja' }

export const SEED_PROMO = {
  priceDrop: true,
  text: 'Black Friday price drop: up to 20% off phones and accessories',
  /** Days after seeding that the promo ends. */
  days: 10,
}

export const SEED_PRODUCTS: SeedProduct[] = [
  // ---- Phones ----
  {
    brand: 'Tecno',
    model: 'Spark 30 8GB/128GB',
    category: 'phones',
    price: 215_000,
    sale: 199_000,
    colours: ['black', 'sky', 'gold'],
    trending: true,
    about:
      'A 6.78-inch 90Hz display, a 64MP main camera and a 5,000mAh battery with 18W charging. Dual SIM with an IP64 splash-resistant body for everyday use in the rain.',
  },
  {
    brand: 'Tecno',
    model: 'Camon 30 5G',
    category: 'phones',
    price: 385_000,
    sale: 355_000,
    colours: ['black', 'white', 'green'],
    sizes: [
      ['256GB', 9],
      ['512GB', 4],
    ],
    about:
      'A 50MP Sony sensor with optical stabilisation, a 6.78-inch AMOLED screen at 120Hz and 70W fast charging that fills the 5,000mAh battery in under an hour.',
  },
  {
    brand: 'Tecno',
    model: 'Phantom V Flip2 5G',
    category: 'phones',
    price: 1_050_000,
    sale: 945_000,
    colours: ['purple', 'black'],
    vendor: true,
    about:
      'A flip phone with a 6.9-inch LTPO AMOLED inside and a 3.64-inch cover screen that runs apps, replies to chats and frames selfies with the 50MP main camera.',
  },
  {
    brand: 'Infinix',
    model: 'Hot 50 8GB/256GB',
    category: 'phones',
    price: 205_000,
    sale: 189_500,
    colours: ['black', 'green', 'purple'],
    trending: true,
    about:
      'A slim 7.8mm body with a 6.78-inch 120Hz screen, Helio G100 chip, 50MP camera and 5,000mAh battery. Stereo speakers tuned by JBL.',
  },
  {
    brand: 'Infinix',
    model: 'Note 40 Pro',
    category: 'phones',
    price: 395_000,
    colours: ['black', 'green'],
    sizes: [['256GB', 7]],
    about:
      'A curved 6.78-inch AMOLED, 108MP camera with OIS, 45W wired and 20W wireless magnetic charging, and a 5,000mAh battery.',
  },
  {
    brand: 'Infinix',
    model: 'Zero 40 5G',
    category: 'phones',
    price: 560_000,
    sale: 520_000,
    colours: ['silver', 'black', 'green'],
    about:
      'A 50MP front camera that records 4K vlogs, a 108MP main camera, Dimensity 8200 chip and a 144Hz curved AMOLED. 45W charging and 20W wireless.',
  },
  {
    brand: 'Infinix',
    model: 'Smart 9 4GB/128GB',
    category: 'phones',
    price: 128_000,
    sale: 119_000,
    colours: ['black', 'mint'],
    about:
      'A dependable first smartphone: 6.7-inch 120Hz display, 13MP camera, 5,000mAh battery and a dynamic bar that shows calls and charging at a glance.',
  },
  {
    brand: 'itel',
    model: 'A70 4GB/128GB',
    category: 'phones',
    price: 98_000,
    colours: ['black', 'gold', 'sky'],
    trending: true,
    about:
      'A big 6.6-inch screen, 13MP camera, fingerprint and face unlock and a 5,000mAh battery for two days of calls and WhatsApp — at a friendly price.',
  },
  {
    brand: 'itel',
    model: 'S24 8GB/256GB',
    category: 'phones',
    price: 165_000,
    sale: 152_000,
    colours: ['black', 'white'],
    about:
      'A 108MP camera, 6.6-inch 90Hz display with a dynamic bar, 18W charging and 256GB of storage for photos, music and videos.',
  },
  {
    brand: 'itel',
    model: 'P55 5G',
    category: 'phones',
    price: 145_000,
    colours: ['black', 'blue'],
    stock: 0,
    about:
      'Affordable 5G with a Dimensity 6080 chip, 6.6-inch 90Hz display, 50MP camera and a 5,000mAh battery with 18W charging.',
  },
  {
    brand: 'Samsung',
    model: 'Galaxy A15',
    category: 'phones',
    price: 235_000,
    sale: 215_000,
    colours: ['navy', 'sky', 'black'],
    sizes: [
      ['128GB', 12],
      ['256GB', 5],
    ],
    about:
      'A 6.5-inch Super AMOLED at 90Hz, 50MP triple camera, 5,000mAh battery with 25W charging and four years of security updates.',
  },
  {
    brand: 'Samsung',
    model: 'Galaxy A55 5G',
    category: 'phones',
    price: 620_000,
    sale: 579_000,
    colours: ['navy', 'lavender', 'white'],
    sizes: [
      ['128GB', 4],
      ['256GB', 6],
    ],
    trending: true,
    about:
      'A metal frame and Gorilla Glass Victus+, a 6.6-inch 120Hz Super AMOLED, 50MP OIS camera, IP67 water resistance and Samsung Knox security.',
  },
  {
    brand: 'Samsung',
    model: 'Galaxy S24 Ultra',
    category: 'phones',
    price: 1_850_000,
    sale: 1_699_000,
    colours: ['titanium', 'black', 'lavender'],
    sizes: [
      ['256GB', 3],
      ['512GB', 2],
      ['1TB', 0],
    ],
    trending: true,
    about:
      'A titanium frame, built-in S Pen, 200MP camera with 5x optical zoom and Galaxy AI for live call translation, transcripts and photo editing.',
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Z Flip6',
    category: 'phones',
    price: 1_650_000,
    colours: ['mint', 'silver', 'yellow'],
    sizes: [
      ['256GB', 4],
      ['512GB', 1],
    ],
    about:
      'Folds to fit any pocket: a 3.4-inch FlexWindow for quick replies, a 50MP camera, 4,000mAh battery and Galaxy AI features.',
  },
  {
    brand: 'Apple',
    model: 'iPhone 13',
    category: 'phones',
    price: 850_000,
    sale: 799_000,
    colours: ['midnight', 'pink', 'blue'],
    sizes: [
      ['128GB', 5],
      ['256GB', 3],
    ],
    about:
      'The A15 Bionic chip, a 6.1-inch Super Retina XDR display, dual 12MP cameras with Cinematic mode and all-day battery life. Face ID.',
  },
  {
    brand: 'Apple',
    model: 'iPhone 15',
    category: 'phones',
    price: 1_350_000,
    sale: 1_249_000,
    colours: ['black', 'pink', 'yellow', 'blue'],
    sizes: [
      ['128GB', 6],
      ['256GB', 4],
      ['512GB', 0],
    ],
    trending: true,
    about:
      'Dynamic Island, a 48MP main camera with 2x telephoto, USB-C and the A16 Bionic chip in a colour-infused glass and aluminium design.',
  },
  {
    brand: 'Apple',
    model: 'iPhone 15 Pro Max',
    category: 'phones',
    price: 2_150_000,
    colours: ['titanium', 'black', 'white'],
    sizes: [
      ['256GB', 2],
      ['512GB', 1],
    ],
    about:
      'A titanium design, the A17 Pro chip, a 5x telephoto camera, the Action button and USB-C with USB 3 speeds for ProRes video.',
  },
  {
    brand: 'Apple',
    model: 'iPhone 16 Pro',
    category: 'phones',
    price: 2_350_000,
    sale: 2_199_000,
    colours: ['titanium', 'gold'],
    sizes: [
      ['128GB', 3],
      ['256GB', 2],
    ],
    vendor: true,
    about:
      'Camera Control for quick shots, a 48MP Fusion camera, 4K120 Dolby Vision video and the A18 Pro chip in a thinner-bezel 6.3-inch design.',
  },
  {
    brand: 'Redmi',
    model: '13C 6GB/128GB',
    category: 'phones',
    price: 155_000,
    sale: 142_000,
    colours: ['navy', 'green'],
    about:
      'A 6.74-inch 90Hz display, 50MP AI triple camera, side fingerprint sensor and a 5,000mAh battery in a clean, modern design.',
  },
  {
    brand: 'Redmi',
    model: 'Note 13 Pro',
    category: 'phones',
    price: 450_000,
    colours: ['black', 'purple', 'green'],
    sizes: [
      ['256GB', 8],
      ['512GB', 3],
    ],
    about: 'A 200MP camera with OIS, a 6.67-inch 120Hz AMOLED, 67W turbo charging and IP54 dust and splash resistance.',
  },
  {
    brand: 'Google',
    model: 'Pixel 8',
    category: 'phones',
    price: 850_000,
    sale: 780_000,
    colours: ['black', 'mint'],
    condition: 'used',
    vendor: true,
    about:
      'UK-used in excellent condition: Google Tensor G3, a 50MP camera with Magic Eraser and Best Take, and seven years of Android updates.',
  },

  // ---- Laptops ----
  {
    brand: 'HP',
    model: '250 G9 Core i5',
    category: 'laptops',
    price: 720_000,
    sale: 675_000,
    colours: ['graphite', 'silver'],
    sizes: [
      ['8GB/256GB SSD', 5],
      ['16GB/512GB SSD', 3],
    ],
    trending: true,
    about:
      'A 15.6-inch Full HD laptop with a 12th-gen Intel Core i5, a numeric keypad and Windows 11. Ready for office work, school and Zoom calls.',
  },
  {
    brand: 'HP',
    model: 'Pavilion 15 Core i7',
    category: 'laptops',
    price: 1_150_000,
    colours: ['silver', 'gold'],
    about:
      'A 13th-gen Core i7, 16GB RAM, 512GB SSD and a 15.6-inch Full HD IPS screen with B&O audio and a backlit keyboard.',
  },
  {
    brand: 'HP',
    model: 'EliteBook 840 G6',
    category: 'laptops',
    price: 480_000,
    sale: 445_000,
    colours: ['silver', 'graphite'],
    condition: 'used',
    vendor: true,
    about:
      'UK-used business laptop: Core i5 8th gen, 16GB RAM, 256GB SSD, a 14-inch Full HD screen and a tough aluminium chassis. Tested and graded A.',
  },
  {
    brand: 'Lenovo',
    model: 'IdeaPad 3 Ryzen 5',
    category: 'laptops',
    price: 650_000,
    colours: ['grey', 'blue'],
    sizes: [['8GB/512GB SSD', 6]],
    about:
      'AMD Ryzen 5 7520U, a 15.6-inch Full HD anti-glare display, a privacy shutter on the webcam and rapid charge: 2 hours of use from 15 minutes.',
  },
  {
    brand: 'Lenovo',
    model: 'ThinkPad T14 Gen 2',
    category: 'laptops',
    price: 780_000,
    sale: 735_000,
    colours: ['black', 'graphite'],
    condition: 'used',
    vendor: true,
    about:
      'UK-used ThinkPad with an 11th-gen Core i7, 16GB RAM, 512GB SSD and the legendary keyboard. Military-grade tested for drops and dust.',
  },
  {
    brand: 'Lenovo',
    model: 'Legion 5 RTX 4060',
    category: 'laptops',
    price: 2_450_000,
    colours: ['graphite', 'black'],
    stock: 2,
    trending: true,
    about:
      'A gaming laptop with a Ryzen 7 7840HS, NVIDIA RTX 4060, 16GB DDR5 and a 15.6-inch 165Hz display, cooled by Legion Coldfront.',
  },
  {
    brand: 'Dell',
    model: 'Inspiron 15 3520',
    category: 'laptops',
    price: 690_000,
    sale: 649_000,
    colours: ['black', 'silver'],
    about:
      'A 12th-gen Core i5, 8GB RAM, 512GB SSD and a 15.6-inch 120Hz Full HD screen with narrow borders and a lift-hinge for comfortable typing.',
  },
  {
    brand: 'Dell',
    model: 'Latitude 5420',
    category: 'laptops',
    price: 520_000,
    colours: ['graphite'],
    condition: 'used',
    stock: 0,
    vendor: true,
    about:
      'UK-used Latitude: Core i5 11th gen, 16GB RAM, 256GB SSD, 14-inch Full HD and a fingerprint reader. A reliable workhorse for the office.',
  },
  {
    brand: 'Apple',
    model: 'MacBook Air 13" M2',
    category: 'laptops',
    price: 1_450_000,
    sale: 1_320_000,
    colours: ['midnight', 'silver', 'gold'],
    sizes: [
      ['8GB/256GB', 4],
      ['16GB/512GB', 2],
    ],
    trending: true,
    about:
      'The M2 chip, a 13.6-inch Liquid Retina display, MagSafe charging and up to 18 hours of battery in a fanless design just 11.3mm thin.',
  },
  {
    brand: 'Apple',
    model: 'MacBook Air 15" M3',
    category: 'laptops',
    price: 2_100_000,
    colours: ['midnight', 'silver'],
    sizes: [['16GB/512GB', 3]],
    about:
      'A 15.3-inch Liquid Retina display, the M3 chip with Apple Intelligence, a six-speaker sound system and all-day battery life.',
  },
  {
    brand: 'Apple',
    model: 'MacBook Pro 14" M3 Pro',
    category: 'laptops',
    price: 3_650_000,
    sale: 3_450_000,
    colours: ['black', 'silver'],
    sizes: [
      ['18GB/512GB', 2],
      ['36GB/1TB', 0],
    ],
    about:
      'The M3 Pro chip, a 14.2-inch Liquid Retina XDR display with 1,600 nits peak brightness, HDMI, an SD card slot and up to 18 hours of battery.',
  },

  // ---- Tablets ----
  {
    brand: 'Apple',
    model: 'iPad 10th Generation',
    category: 'tablets',
    price: 520_000,
    sale: 489_000,
    colours: ['blue', 'pink', 'silver', 'yellow'],
    sizes: [
      ['64GB', 6],
      ['256GB', 3],
    ],
    trending: true,
    about:
      'A 10.9-inch Liquid Retina display, the A14 Bionic chip, a landscape front camera for video calls and USB-C. Works with Apple Pencil (USB-C).',
  },
  {
    brand: 'Apple',
    model: 'iPad Air 11" M2',
    category: 'tablets',
    price: 980_000,
    colours: ['purple', 'silver'],
    sizes: [
      ['128GB', 3],
      ['256GB', 2],
    ],
    about:
      'The M2 chip, an 11-inch Liquid Retina display, Apple Pencil Pro support and a landscape 12MP front camera with Center Stage.',
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Tab A9+',
    category: 'tablets',
    price: 195_000,
    sale: 179_000,
    colours: ['graphite', 'silver'],
    about:
      'An 11-inch 90Hz display, quad speakers with Dolby Atmos and a 7,040mAh battery. Split screen for homework and a video at once.',
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Tab S9 FE',
    category: 'tablets',
    price: 520_000,
    colours: ['mint', 'lavender', 'graphite'],
    about:
      'A 10.9-inch display with the S Pen in the box, IP68 water resistance and an 8,000mAh battery for notes, sketches and streaming.',
  },
  {
    brand: 'Tecno',
    model: 'MegaPad 11',
    category: 'tablets',
    price: 230_000,
    sale: 210_000,
    colours: ['graphite', 'sky'],
    about:
      'An 11-inch 90Hz Full HD screen, 8,000mAh battery with 18W charging, quad speakers and 4G with a SIM slot for data on the go.',
  },
  {
    brand: 'Redmi',
    model: 'Pad SE',
    category: 'tablets',
    price: 210_000,
    colours: ['graphite', 'mint'],
    stock: 0,
    about:
      'An 11-inch 90Hz Full HD display, Snapdragon 680, quad speakers with Dolby Atmos and an 8,000mAh battery in a metal unibody.',
  },
  {
    brand: 'Modio',
    model: 'M10 Kids Tablet',
    category: 'tablets',
    price: 48_000,
    sale: 42_500,
    colours: ['blue', 'pink'],
    sizes: [
      ['Blue', 10],
      ['Pink', 6],
    ],
    about:
      'A 7-inch kids tablet with a shockproof silicone case, parental controls and preloaded learning apps. Dual SIM for calls.',
  },

  // ---- Earbuds & headphones ----
  {
    brand: 'Oraimo',
    model: 'FreePods 4',
    category: 'earbuds-and-headphones',
    price: 22_000,
    sale: 18_500,
    colours: ['black', 'white'],
    trending: true,
    about:
      'Active noise cancellation up to 30dB, 35.5 hours of playtime with the case, deep bass and an app to tune the sound. Fast pairing with Android.',
  },
  {
    brand: 'Oraimo',
    model: 'FreePods Lite',
    category: 'earbuds-and-headphones',
    price: 13_500,
    colours: ['black', 'white', 'sky'],
    about:
      'Light half-in-ear buds with 40 hours of playtime, ENC microphones for clear calls and a low-latency game mode.',
  },
  {
    brand: 'Oraimo',
    model: 'Riff 2',
    category: 'earbuds-and-headphones',
    price: 9_800,
    sale: 8_900,
    colours: ['black', 'white'],
    trending: true,
    about:
      'Compact true wireless earbuds with bass boost, 30 hours of playtime with the case and IPX5 sweat resistance for workouts.',
  },
  {
    brand: 'Oraimo',
    model: 'SpaceBuds',
    category: 'earbuds-and-headphones',
    price: 29_900,
    colours: ['midnight', 'white'],
    about:
      'Hybrid ANC that blocks generator noise and traffic, 6 microphones for calls and 40 hours of music with fast charging.',
  },
  {
    brand: 'Apple',
    model: 'AirPods Pro (2nd generation)',
    category: 'earbuds-and-headphones',
    price: 385_000,
    sale: 349_000,
    colours: ['white', 'silver'],
    trending: true,
    about:
      'Up to 2x more active noise cancellation, Adaptive Audio, Personalised Spatial Audio and a USB-C MagSafe case with a speaker for Find My.',
  },
  {
    brand: 'Apple',
    model: 'AirPods 4',
    category: 'earbuds-and-headphones',
    price: 245_000,
    colours: ['white', 'silver'],
    about:
      'A new open-ear design for all-day comfort, the H2 chip, Personalised Spatial Audio and a smaller USB-C case.',
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Buds FE',
    category: 'earbuds-and-headphones',
    price: 95_000,
    sale: 85_000,
    colours: ['graphite', 'white'],
    about:
      'Active noise cancellation, a powerful one-way speaker with rich bass and wing tips for a secure fit. Auto switch between Galaxy devices.',
  },
  {
    brand: 'JBL',
    model: 'Tune 520BT',
    category: 'earbuds-and-headphones',
    price: 65_000,
    sale: 59_000,
    colours: ['black', 'blue', 'white'],
    art: 'headphones',
    about:
      'On-ear wireless headphones with JBL Pure Bass, 57 hours of battery, a 5-minute charge for 3 hours of music and multi-point connection.',
  },
  {
    brand: 'Sony',
    model: 'WH-1000XM5',
    category: 'earbuds-and-headphones',
    price: 620_000,
    colours: ['black', 'silver'],
    art: 'headphones',
    stock: 0,
    about:
      'Industry-leading noise cancellation with eight microphones, 30 hours of battery, crystal-clear calls and a soft-fit leather headband.',
  },
  {
    brand: 'JBL',
    model: 'Wave Beam',
    category: 'earbuds-and-headphones',
    price: 58_000,
    colours: ['black', 'white', 'mint'],
    about:
      'JBL Deep Bass sound, 32 hours of playtime, IP54 dust and water resistance and smart ambient to hear your surroundings.',
  },
  {
    brand: 'Soundcore',
    model: 'Life P3',
    category: 'earbuds-and-headphones',
    price: 62_000,
    sale: 56_000,
    colours: ['black', 'sky'],
    about:
      'Multi-mode noise cancellation, 11mm drivers with BassUp, wireless charging and 50 hours of playtime with the case.',
  },
  {
    brand: 'New Age',
    model: 'Wired Earpiece with Mic',
    category: 'earbuds-and-headphones',
    price: 2_500,
    colours: ['white', 'black'],
    about:
      'A 3.5mm wired earpiece with an in-line microphone and answer button. Tangle-resistant cable and comfortable silicone tips.',
  },
  {
    brand: 'Oraimo',
    model: 'Halo 2 Wired Earphones',
    category: 'earbuds-and-headphones',
    price: 3_200,
    sale: 2_800,
    colours: ['black', 'white'],
    about:
      'Wired earphones with deep bass, a remote with volume keys and a 1.2m tangle-free cable. Works with phones, laptops and tablets.',
  },

  // ---- Speakers ----
  {
    brand: 'JBL',
    model: 'Flip 6',
    category: 'speakers',
    price: 165_000,
    sale: 149_000,
    colours: ['black', 'blue', 'red', 'teal'],
    trending: true,
    about:
      'Bold JBL Original Pro Sound from a racetrack-shaped woofer and separate tweeter, IP67 waterproof and dustproof, with 12 hours of playtime.',
  },
  {
    brand: 'JBL',
    model: 'Charge 5',
    category: 'speakers',
    price: 245_000,
    colours: ['black', 'blue', 'red'],
    about:
      'Deep bass, 20 hours of playtime and a built-in power bank to charge your phone. IP67 and PartyBoost to pair more JBL speakers.',
  },
  {
    brand: 'JBL',
    model: 'Go 3',
    category: 'speakers',
    price: 48_000,
    sale: 42_000,
    colours: ['blue', 'red', 'black'],
    about: 'A pocket-size speaker with punchy sound, IP67 waterproofing and an integrated loop to clip it to your bag.',
  },
  {
    brand: 'JBL',
    model: 'PartyBox 110',
    category: 'speakers',
    price: 650_000,
    colours: ['black', 'graphite'],
    stock: 2,
    about:
      '160W of JBL Original Pro Sound with a dynamic light show, mic and guitar inputs and 12 hours of battery for owambe and house parties.',
  },
  {
    brand: 'Oraimo',
    model: 'SoundGo 4',
    category: 'speakers',
    price: 24_500,
    sale: 21_900,
    colours: ['black', 'blue'],
    trending: true,
    about:
      'A 5W portable speaker with 16 hours of playtime, IPX5 splash resistance and a built-in microphone for hands-free calls.',
  },
  {
    brand: 'Sony',
    model: 'SRS-XB100',
    category: 'speakers',
    price: 72_000,
    colours: ['black', 'blue', 'orange'],
    about:
      'A compact, tough speaker with a strap, IP67 waterproof and dustproof, 16 hours of battery and clear hands-free calls.',
  },
  {
    brand: 'Hopestar',
    model: 'P15 Pro',
    category: 'speakers',
    price: 18_000,
    colours: ['black', 'red'],
    stock: 0,
    about:
      'A budget Bluetooth speaker with a TF card slot, FM radio, USB playback and 10 hours of battery. Loud enough for a shop front.',
  },

  // ---- Smartwatches ----
  {
    brand: 'Apple',
    model: 'Watch Series 10',
    category: 'smartwatches',
    price: 720_000,
    sale: 665_000,
    colours: ['black', 'silver', 'gold'],
    sizes: [
      ['42mm', 4],
      ['46mm', 3],
    ],
    trending: true,
    about:
      'The thinnest Apple Watch with the biggest display, sleep apnoea notifications, depth and water temperature sensors and fast charging.',
  },
  {
    brand: 'Apple',
    model: 'Watch SE (2nd generation)',
    category: 'smartwatches',
    price: 380_000,
    colours: ['midnight', 'silver'],
    sizes: [
      ['40mm', 5],
      ['44mm', 0],
    ],
    about:
      'Crash Detection, Fall Detection, heart-rate notifications and workout tracking in a light aluminium case. Swim-proof.',
  },
  {
    brand: 'Samsung',
    model: 'Galaxy Watch7',
    category: 'smartwatches',
    price: 420_000,
    sale: 389_000,
    colours: ['green', 'silver'],
    sizes: [
      ['40mm', 4],
      ['44mm', 4],
    ],
    about:
      'Galaxy AI health insights, an Energy Score each morning, dual-frequency GPS and a BioActive sensor for heart rate and sleep.',
  },
  {
    brand: 'Oraimo',
    model: 'Watch 4 Plus',
    category: 'smartwatches',
    price: 38_000,
    sale: 32_500,
    colours: ['black', 'silver'],
    trending: true,
    about:
      'A 2.01-inch HD screen, Bluetooth calls from the wrist, 100+ sports modes, heart-rate and SpO2 tracking and 7 days of battery.',
  },
  {
    brand: 'Oraimo',
    model: 'Watch ER',
    category: 'smartwatches',
    price: 29_500,
    colours: ['black', 'pink'],
    sizes: [
      ['Black strap', 8],
      ['Pink strap', 0],
    ],
    about:
      'A 1.43-inch AMOLED always-on display, IP68 water resistance, sleep tracking and 10 days of battery in a round classic design.',
  },
  {
    brand: 'Redmi',
    model: 'Watch 5 Active',
    category: 'smartwatches',
    price: 55_000,
    colours: ['black', 'silver'],
    about: 'A 2-inch LCD, Bluetooth calling with noise cancellation, 140+ workout modes and up to 18 days of battery.',
  },
  {
    brand: 'Amazfit',
    model: 'Bip 5',
    category: 'smartwatches',
    price: 85_000,
    sale: 76_000,
    colours: ['black', 'pink', 'white'],
    about:
      'A large 1.91-inch display, built-in GPS, Alexa, Bluetooth calls and 10 days of battery in a 26g lightweight body.',
  },
  {
    brand: 'Xiaomi',
    model: 'Smart Band 9',
    category: 'smartwatches',
    price: 52_000,
    sale: 47_000,
    colours: ['black', 'mint', 'pink'],
    sizes: [
      ['Regular strap', 10],
      ['Large strap', 4],
    ],
    about:
      'A 1.62-inch AMOLED band with 21 days of battery, 150+ sport modes, continuous heart-rate and sleep tracking. 5ATM water resistance.',
  },

  // ---- Chargers & power banks ----
  {
    brand: 'Oraimo',
    model: 'Traveler 4 20000mAh Power Bank',
    category: 'chargers-and-power-banks',
    price: 21_500,
    sale: 18_900,
    colours: ['black', 'blue'],
    trending: true,
    about:
      '20,000mAh to charge a phone four to five times during NEPA outages, 22.5W fast charging and three outputs including USB-C.',
  },
  {
    brand: 'Oraimo',
    model: 'Toast 10 10000mAh Power Bank',
    category: 'chargers-and-power-banks',
    price: 12_500,
    colours: ['black', 'white'],
    about: 'A slim 10,000mAh power bank that fits a pocket, with 12W output, dual USB ports and LED charge indicators.',
  },
  {
    brand: 'Oraimo',
    model: 'Traveler 3 Pro 27000mAh',
    category: 'chargers-and-power-banks',
    price: 35_000,
    sale: 31_000,
    colours: ['black', 'graphite'],
    about:
      'A 27,000mAh power bank with 22.5W fast charging, a digital display and four outputs to charge the whole family during a blackout.',
  },
  {
    brand: 'New Age',
    model: '30000mAh Power Bank',
    category: 'chargers-and-power-banks',
    price: 19_000,
    colours: ['white', 'black'],
    stock: 0,
    about: 'A 30,000mAh capacity with a built-in torch, three USB outputs and a micro-USB and USB-C input.',
  },
  {
    brand: 'Apple',
    model: '20W USB-C Power Adapter',
    category: 'chargers-and-power-banks',
    price: 32_000,
    sale: 28_500,
    colours: ['white', 'silver'],
    art: 'charger',
    about: "Apple's original 20W USB-C charger (UK three-pin plug) for fast charging iPhone, iPad and AirPods.",
  },
  {
    brand: 'Samsung',
    model: '25W Super Fast Charger',
    category: 'chargers-and-power-banks',
    price: 18_500,
    colours: ['black', 'white'],
    art: 'charger',
    trending: true,
    about:
      "Samsung's original 25W PD charger with a USB-C to USB-C cable (UK plug). Super Fast Charging for Galaxy phones.",
  },
  {
    brand: 'Oraimo',
    model: 'Firefly 18W Charger with Cable',
    category: 'chargers-and-power-banks',
    price: 6_800,
    sale: 5_900,
    colours: ['white', 'black'],
    art: 'charger',
    about: 'An 18W fast charger with a 1m USB-C cable and protection against surges from unstable power supply.',
  },
  {
    brand: 'Oraimo',
    model: 'USB-C to Lightning Cable 1m',
    category: 'chargers-and-power-banks',
    price: 3_500,
    colours: ['white', 'black'],
    art: 'cable',
    about: 'A braided USB-C to Lightning cable for 20W fast charging and data sync with iPhone and iPad.',
  },
  {
    brand: 'Oraimo',
    model: 'USB-C Cable 2m',
    category: 'chargers-and-power-banks',
    price: 2_800,
    sale: 2_400,
    colours: ['black', 'white'],
    art: 'cable',
    about: 'A 2m USB-C to USB-C cable for 60W charging, long enough to use your phone in bed while it charges.',
  },
  {
    brand: 'Oraimo',
    model: 'Dual USB Car Charger',
    category: 'chargers-and-power-banks',
    price: 4_500,
    colours: ['black', 'graphite'],
    art: 'charger',
    about: 'Two USB ports with 2.4A smart charging for phones on the road, with a blue LED to find it at night.',
  },
  {
    brand: 'Anker',
    model: '735 Nano II 65W GaN Charger',
    category: 'chargers-and-power-banks',
    price: 68_000,
    sale: 62_000,
    colours: ['black', 'white'],
    art: 'charger',
    about: 'A compact 65W GaN charger with two USB-C ports and one USB-A to charge a laptop and a phone together.',
  },

  // ---- Cases & screen guards ----
  {
    brand: 'Apple',
    model: 'iPhone 15 Clear Case with MagSafe',
    category: 'cases-and-screen-guards',
    price: 9_500,
    sale: 7_900,
    colours: ['clear', 'sky'],
    trending: true,
    about:
      'A crystal-clear case that shows off your iPhone 15 colour, with built-in MagSafe magnets and raised edges to protect the screen and camera.',
  },
  {
    brand: 'Apple',
    model: 'iPhone 15 Pro Max Silicone Case',
    category: 'cases-and-screen-guards',
    price: 12_000,
    colours: ['black', 'pink', 'blue', 'orange'],
    sizes: [
      ['Black', 10],
      ['Pink', 4],
      ['Blue', 0],
      ['Orange', 3],
    ],
    about:
      'A soft-touch silicone case with a microfibre lining, MagSafe magnets and a snug fit for the iPhone 15 Pro Max.',
  },
  {
    brand: 'Spigen',
    model: 'Galaxy A55 Rugged Armor Case',
    category: 'cases-and-screen-guards',
    price: 6_500,
    colours: ['black', 'graphite'],
    about:
      'A shock-absorbing TPU case with Air Cushion corners, a carbon-fibre texture and precise cut-outs for the Galaxy A55.',
  },
  {
    brand: 'Tecno',
    model: 'Camon 30 Leather Flip Case',
    category: 'cases-and-screen-guards',
    price: 5_000,
    sale: 4_200,
    colours: ['navy', 'black'],
    about: 'A leather flip cover with card slots and a magnetic clasp that doubles as a stand for watching videos.',
  },
  {
    brand: 'Infinix',
    model: 'Hot 50 Soft TPU Case',
    category: 'cases-and-screen-guards',
    price: 2_500,
    colours: ['clear', 'black'],
    about: 'A slim, flexible TPU case that keeps the Hot 50 light in your pocket and guards against scratches.',
  },
  {
    brand: 'Oja',
    model: 'iPhone 15 Tempered Glass Screen Guard',
    category: 'cases-and-screen-guards',
    price: 3_000,
    sale: 2_500,
    colours: ['black', 'white'],
    art: 'screenguard',
    trending: true,
    about:
      '9H tempered glass with an oleophobic coating against fingerprints. Edge-to-edge cover with an installation frame in the box.',
  },
  {
    brand: 'Oja',
    model: 'Galaxy S24 Ultra Privacy Screen Guard',
    category: 'cases-and-screen-guards',
    price: 6_000,
    colours: ['black', 'graphite'],
    art: 'screenguard',
    about:
      'A privacy filter that keeps your chats hidden from people beside you in the bus, with full fingerprint sensor support.',
  },
  {
    brand: 'Oja',
    model: 'Redmi Note 13 Screen Guard',
    category: 'cases-and-screen-guards',
    price: 1_800,
    colours: ['black', 'white'],
    art: 'screenguard',
    about:
      'A 9H hardness tempered glass guard with a 2.5D curved edge for the Redmi Note 13. Bubble-free installation.',
  },
  {
    brand: 'Oja',
    model: 'MacBook Air 13" Hard Shell Case',
    category: 'cases-and-screen-guards',
    price: 15_000,
    sale: 13_500,
    colours: ['clear', 'purple', 'black'],
    art: 'laptop',
    about:
      'A matte hard shell with rubber feet and vents for airflow, plus a keyboard cover. Fits the M2 and M3 MacBook Air 13".',
  },
  {
    brand: 'Oja',
    model: 'iPad 10th Gen Smart Folio',
    category: 'cases-and-screen-guards',
    price: 14_500,
    colours: ['navy', 'pink', 'black'],
    art: 'tablet',
    about:
      'A tri-fold cover that wakes and sleeps the iPad 10th generation, stands for typing or watching and protects the back.',
  },
  {
    brand: 'Oja',
    model: 'iPhone 15 Pro Camera Lens Protector',
    category: 'cases-and-screen-guards',
    price: 4_500,
    colours: ['black', 'silver'],
    stock: 0,
    about: 'Individual sapphire-coated glass rings for each lens, with no effect on photo quality or the flash.',
  },

  // ---- Gaming ----
  {
    brand: 'Sony',
    model: 'DualSense Wireless Controller',
    category: 'gaming',
    price: 95_000,
    sale: 85_000,
    colours: ['white', 'black', 'red', 'blue'],
    sizes: [
      ['White', 6],
      ['Midnight Black', 4],
      ['Volcanic Red', 0],
      ['Cobalt Blue', 2],
    ],
    trending: true,
    about: 'The PS5 controller with haptic feedback, adaptive triggers, a built-in microphone and a USB-C port.',
  },
  {
    brand: 'Microsoft',
    model: 'Xbox Wireless Controller',
    category: 'gaming',
    price: 75_000,
    colours: ['black', 'white', 'blue'],
    about: 'Textured grips, a hybrid D-pad and Bluetooth to play on Xbox, Windows PC, Android and iOS.',
  },
  {
    brand: 'GameSir',
    model: 'T4 Pro Multi-platform Controller',
    category: 'gaming',
    price: 35_000,
    sale: 31_500,
    colours: ['black', 'white'],
    about:
      'Works with Switch, PC, Android and iOS, with a phone holder, six-axis gyro, turbo function and RGB lighting.',
  },
  {
    brand: 'Redragon',
    model: 'Cobra M711 Gaming Mouse',
    category: 'gaming',
    price: 18_000,
    sale: 15_500,
    colours: ['black', 'white'],
    art: 'mouse',
    trending: true,
    about:
      'A 10,000 DPI optical sensor, 7 programmable buttons and Chroma RGB lighting in a comfortable right-handed shape.',
  },
  {
    brand: 'Redragon',
    model: 'Kumara K552 Mechanical Keyboard',
    category: 'gaming',
    price: 32_000,
    colours: ['black', 'white'],
    art: 'keyboard',
    about:
      'A tenkeyless mechanical keyboard with Outemu blue switches, rainbow backlighting and a metal-and-ABS build.',
  },
  {
    brand: 'HyperX',
    model: 'Cloud Stinger 2 Headset',
    category: 'gaming',
    price: 55_000,
    sale: 49_000,
    colours: ['black', 'graphite'],
    art: 'headphones',
    about:
      'A lightweight gaming headset with 50mm drivers, DTS Headphone:X spatial audio and a swivel-to-mute microphone.',
  },
  {
    brand: 'Oja',
    model: 'XL RGB Gaming Mouse Pad',
    category: 'gaming',
    price: 6_500,
    colours: ['black', 'purple'],
    art: 'mouse',
    stock: 0,
    about:
      'An 80cm × 30cm desk mat with a smooth cloth surface, non-slip rubber base and RGB edge lighting with 14 modes.',
  },
]

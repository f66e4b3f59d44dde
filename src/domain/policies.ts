// spec §9 Policies, as the pages say them: a module of its own, so a page that names one (the swap form's reply time)
// does not download the FAQ and the policy pages' texts with it.

export const POLICY = {
  returnWindow: '24 hours',
  exchangeShipsIn: '1-2 days',
  usedDeviceValidity: '1 week',
  newDeviceValidity: '2 weeks',
  processingTime: '1-2 days',
  businessHours: 'Mon-Fri 9AM-5PM',
  replyWithin: '5 business days',
} as const

/** Reference data the product cannot run without. Ids are stable slugs so seeding stays idempotent. */

export const documentCategories = [
  { id: 'educ', name: 'Education', tag: 'Educational', sort_order: 1 },
  { id: 'prof', name: 'Professional Certification', tag: 'Professional', sort_order: 2 },
  { id: 'finance', name: 'Financial Record', tag: 'Financial', sort_order: 3 },
  { id: 'employment', name: 'Employment Record', tag: 'Employment', sort_order: 4 },
] as const;

export const documentTypes = [
  { id: 'educ-nd', category_id: 'educ', name: 'ND' },
  { id: 'educ-hnd', category_id: 'educ', name: 'HND' },
  { id: 'educ-bachelors', category_id: 'educ', name: "Bachelor's" },
  { id: 'educ-masters', category_id: 'educ', name: "Master's" },
  { id: 'educ-doctorate', category_id: 'educ', name: 'Doctorate' },
  { id: 'educ-transcript', category_id: 'educ', name: 'Transcript' },
  { id: 'prof-ican', category_id: 'prof', name: 'Institute of Chartered Accountants of Nigeria (ICAN)' },
  { id: 'prof-coren', category_id: 'prof', name: 'Council for the Regulation of Engineering in Nigeria (COREN)' },
  { id: 'prof-mdcn', category_id: 'prof', name: 'Medical and Dental Council of Nigeria (MDCN)' },
  { id: 'prof-nba', category_id: 'prof', name: 'Nigerian Bar Association (NBA)' },
  { id: 'finance-bank-statement', category_id: 'finance', name: 'Bank Statement' },
  { id: 'employment-letter', category_id: 'employment', name: 'Employment Letter' },
].map((type, index) => ({ ...type, sort_order: index + 1 }));

/** Default platform service charges in kobo (NGN minor units); administrators change them later. */
export const defaultServiceCharges: Record<string, number> = {
  'educ-nd': 1_500_000,
  'educ-hnd': 1_500_000,
  'educ-bachelors': 2_000_000,
  'educ-masters': 2_500_000,
  'educ-doctorate': 3_000_000,
  'educ-transcript': 2_500_000,
  'prof-ican': 2_000_000,
  'prof-coren': 2_000_000,
  'prof-mdcn': 2_000_000,
  'prof-nba': 2_000_000,
  'finance-bank-statement': 1_000_000,
  'employment-letter': 1_000_000,
};

export const countries = [
  { code: 'NG', name: 'Nigeria', currency: 'NGN' },
  { code: 'GH', name: 'Ghana', currency: 'GHS' },
  { code: 'KE', name: 'Kenya', currency: 'KES' },
  { code: 'ZA', name: 'South Africa', currency: 'ZAR' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  { code: 'US', name: 'United States', currency: 'USD' },
  { code: 'CA', name: 'Canada', currency: 'CAD' },
];

export const companyNames = [
  'Access Bank', 'Airtel Nigeria', 'Andela', 'Arik Air', 'BUA Group', 'Cadbury Nigeria', 'Chevron Nigeria',
  'Conoil', 'Dangote Group', 'Deloitte Nigeria', 'Ecobank', 'Eko Electricity Distribution', 'ExxonMobil Nigeria',
  'Fidelity Bank', 'First Bank of Nigeria', 'FCMB', 'Flutterwave', 'Globacom', 'Guaranty Trust Bank', 'Guinness Nigeria',
  'Honeywell Flour Mills', 'Interswitch', 'Jumia Nigeria', 'KPMG Nigeria', 'Lafarge Africa', 'MTN Nigeria',
  'Nestle Nigeria', 'Nigerian Breweries', 'NNPC Limited', 'Oando', 'Olam Nigeria', 'Paystack', 'PwC Nigeria',
  'Seplat Energy', 'Shell Nigeria', 'Stanbic IBTC', 'Sterling Bank', 'Total Energies Nigeria', 'UAC of Nigeria',
  'Union Bank', 'Unilever Nigeria', 'United Bank for Africa', 'Wema Bank', 'Zenith Bank', 'Julius Berger',
  'Nigerian Ports Authority', 'Nigerian Communications Commission', 'Nigerian Television Authority', 'Opay',
  'Kuda Bank', 'Moniepoint',
];

export const industryNames = [
  'Technology', 'Banking', 'Insurance', 'Asset Management', 'Fintech', 'Telecommunications', 'Oil and Gas',
  'Mining', 'Power and Utilities', 'Renewable Energy', 'Agriculture', 'Food and Beverages', 'Fast-Moving Consumer Goods',
  'Retail', 'E-commerce', 'Wholesale and Distribution', 'Manufacturing', 'Construction', 'Real Estate', 'Cement and Building Materials',
  'Transportation', 'Aviation', 'Maritime and Shipping', 'Logistics', 'Automotive', 'Healthcare', 'Pharmaceuticals',
  'Biotechnology', 'Higher Education', 'Primary and Secondary Education', 'Vocational Training', 'Research',
  'Government', 'Public Administration', 'Defence and Security', 'Legal Services', 'Accounting and Audit',
  'Management Consulting', 'Human Resources and Recruitment', 'Advertising and Marketing', 'Media and Broadcasting',
  'Publishing', 'Entertainment', 'Music', 'Film', 'Sports', 'Hospitality', 'Tourism and Travel', 'Fashion and Textiles',
  'Beauty and Personal Care', 'Non-Profit and NGO', 'Religious Organisations', 'Environmental Services', 'Waste Management',
  'Water and Sanitation', 'Chemicals', 'Engineering Services', 'Architecture', 'Security Services', 'Professional Bodies',
  'Others',
];

/** Verifying bodies in several countries, verified from the start so requesters can choose them. */
export const verifyingBodies = [
  { id: 'vb-unilag', name: 'University of Lagos', industry: 'Higher Education', country_code: 'NG', city: 'Lagos' },
  { id: 'vb-ui', name: 'University of Ibadan', industry: 'Higher Education', country_code: 'NG', city: 'Ibadan' },
  { id: 'vb-oau', name: 'Obafemi Awolowo University', industry: 'Higher Education', country_code: 'NG', city: 'Ile-Ife' },
  { id: 'vb-abu', name: 'Ahmadu Bello University', industry: 'Higher Education', country_code: 'NG', city: 'Zaria' },
  { id: 'vb-unn', name: 'University of Nigeria, Nsukka', industry: 'Higher Education', country_code: 'NG', city: 'Nsukka' },
  { id: 'vb-yabatech', name: 'Yaba College of Technology', industry: 'Higher Education', country_code: 'NG', city: 'Lagos' },
  { id: 'vb-ican', name: 'Institute of Chartered Accountants of Nigeria', industry: 'Professional Bodies', country_code: 'NG', city: 'Lagos' },
  { id: 'vb-coren', name: 'Council for the Regulation of Engineering in Nigeria', industry: 'Professional Bodies', country_code: 'NG', city: 'Abuja' },
  { id: 'vb-mdcn', name: 'Medical and Dental Council of Nigeria', industry: 'Professional Bodies', country_code: 'NG', city: 'Abuja' },
  { id: 'vb-nba', name: 'Nigerian Bar Association', industry: 'Professional Bodies', country_code: 'NG', city: 'Abuja' },
  { id: 'vb-firstbank', name: 'First Bank of Nigeria', industry: 'Banking', country_code: 'NG', city: 'Lagos' },
  { id: 'vb-gtbank', name: 'Guaranty Trust Bank', industry: 'Banking', country_code: 'NG', city: 'Lagos' },
  { id: 'vb-mtn', name: 'MTN Nigeria', industry: 'Telecommunications', country_code: 'NG', city: 'Lagos' },
  { id: 'vb-ug', name: 'University of Ghana', industry: 'Higher Education', country_code: 'GH', city: 'Accra' },
  { id: 'vb-knust', name: 'Kwame Nkrumah University of Science and Technology', industry: 'Higher Education', country_code: 'GH', city: 'Kumasi' },
  { id: 'vb-uon', name: 'University of Nairobi', industry: 'Higher Education', country_code: 'KE', city: 'Nairobi' },
  { id: 'vb-uct', name: 'University of Cape Town', industry: 'Higher Education', country_code: 'ZA', city: 'Cape Town' },
  { id: 'vb-ucl', name: 'University College London', industry: 'Higher Education', country_code: 'GB', city: 'London' },
  { id: 'vb-toronto', name: 'University of Toronto', industry: 'Higher Education', country_code: 'CA', city: 'Toronto' },
  { id: 'vb-columbia', name: 'Columbia University', industry: 'Higher Education', country_code: 'US', city: 'New York' },
];

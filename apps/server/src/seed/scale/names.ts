import type { Random } from './random';

/** Words the seeded rows are made of: names, places and details as people would type them. */

/** A comma-separated list, so long word lists stay a few lines each. */
const list = (text: string) => text.split(',').map((word) => word.trim());

export const firstNames = list(`Adaeze, Adebayo, Adekunle, Ademola, Adewale, Afolabi, Aisha, Akosua, Amaka, Aminu,
  Anita, Ayodele, Babajide, Bisola, Blessing, Bola, Chiamaka, Chidi, Chinedu, Chioma, Chukwuemeka, Damilola, Daniel,
  David, Ebere, Efua, Emeka, Emmanuel, Esther, Fatima, Femi, Folake, Funmilayo, Grace, Halima, Ibrahim, Ifeoma,
  Ifeanyi, Ikenna, Jide, John, Joseph, Kelechi, Kemi, Kofi, Kwame, Kwabena, Lola, Mariam, Mary, Michael, Musa, Ngozi,
  Nkechi, Nnamdi, Obinna, Oluwaseun, Olumide, Onyinye, Patience, Peter, Precious, Rukayat, Sadiq, Samuel, Sani, Segun,
  Sola, Tobi, Tolu, Tunde, Uche, Usman, Wanjiku, Wunmi, Yaw, Yemi, Yetunde, Zainab, Zodwa`);

export const lastNames = list(`Abubakar, Adebayo, Adeleke, Adeyemi, Afolabi, Agbaje, Ajayi, Akande, Akinola, Alabi,
  Amadi, Anyanwu, Asante, Babatunde, Balogun, Bello, Boateng, Chukwu, Danjuma, Eze, Ezeh, Fashola, Gbadamosi, Ibekwe,
  Ibrahim, Idowu, Igwe, Ilori, Jibril, Kamau, Kariuki, Lawal, Mensah, Mohammed, Mutua, Nwachukwu, Nwankwo, Nwosu, Obi,
  Odeh, Odukoya, Ogbonna, Ogunleye, Ogunbiyi, Ojo, Okafor, Okeke, Okonkwo, Okoro, Olaniyan, Olatunji, Oluwole,
  Omotosho, Onyeka, Osei, Otieno, Owusu, Oyelaran, Salami, Sanusi, Shittu, Sule, Taiwo, Udeh, Ugwu, Umar, Usman, Uzor,
  Yakubu, Yusuf, Zubair, Achebe, Soyinka, Adichie, Nkrumah, Kenyatta, Okri, Emecheta, Oyelowo, Makinde, Fadahunsi`);

export const cities: Record<string, readonly string[]> = {
  NG: list('Lagos, Abuja, Ibadan, Kano, Port Harcourt, Enugu, Benin City, Kaduna, Jos, Owerri'),
  GH: list('Accra, Kumasi, Tamale, Cape Coast'),
  KE: list('Nairobi, Mombasa, Kisumu, Eldoret'),
  ZA: list('Johannesburg, Cape Town, Durban, Pretoria'),
  GB: list('London, Manchester, Birmingham, Leeds'),
  US: list('New York, Chicago, Houston, Atlanta'),
  CA: list('Toronto, Montreal, Vancouver, Ottawa'),
};

export const courses = list(`Computer Science, Accounting, Economics, Law, Medicine and Surgery, Civil Engineering,
  Electrical Engineering, Mechanical Engineering, Business Administration, Mass Communication, Microbiology, Pharmacy,
  Nursing, Political Science, English Language, Architecture, Estate Management, Agricultural Science, Biochemistry`);

export const qualifications = list('Associate, Fellow, Chartered Member, Registered Engineer, Licensed Practitioner');
export const enrollmentStatuses = ['member', 'student', 'graduated', 'lapsed'] as const;

export const jobTitles = list(`Software Engineer, Accountant, Sales Manager, Operations Officer, Relationship Manager,
  Analyst, Project Manager, Human Resources Officer, Customer Service Lead, Branch Manager, Auditor, Driver`);

export const bankNames = list(`Access Bank, First Bank of Nigeria, Guaranty Trust Bank, Zenith Bank, Ecobank,
  United Bank for Africa, Fidelity Bank, Stanbic IBTC, Sterling Bank, Wema Bank`);

export const phoneNumber = (random: Random) => `+234 80${random.int(10)} ${String(random.int(1e7)).padStart(7, '0')}`;

export const verifiedNotes = [
  'Confirmed against the registry: the record matches.',
  'The certificate is genuine and was issued by this institution.',
  'Verified: names, dates and grade match our records.',
  'Record found and confirmed by the records office.',
];

export const queriedNotes = [
  'The date of birth does not match our records: please check it and upload a clearer copy.',
  'We cannot find this student ID: please send the matriculation number instead.',
  'The scan is unreadable: please upload the full certificate.',
  'The name on the document differs from the name in our records: please explain the change.',
];

/** What a seeded verifying body is: it decides the body's name, industry and the documents people send it. */
export type BodyKind = 'university' | 'polytechnic' | 'professional' | 'bank' | 'employer';

const pick = (words: string, n: number) => list(words)[n % list(words).length];

export function bodyName(kind: BodyKind, city: string, n: number): string {
  switch (kind) {
    case 'university':
      return n % 2 === 0 ? `University of ${city}` : `${city} State University`;
    case 'polytechnic':
      return n % 2 === 0 ? `${city} Polytechnic` : `Federal College of Technology, ${city}`;
    case 'professional':
      return `${pick('Institute, Council, Chartered Institute, Association', n)} of Practitioners, ${city}`;
    case 'bank':
      return `${pick('Union, Heritage, Citizens, Premier', n)} Bank, ${city}`;
    case 'employer':
      return `${pick('Atlas, Baobab, Crest, Delta, Evergreen, Falcon', n)} Group, ${city}`;
  }
}

export const bodyIndustries: Record<BodyKind, string> = {
  university: 'Higher Education',
  polytechnic: 'Higher Education',
  professional: 'Professional Bodies',
  bank: 'Banking',
  employer: 'Manufacturing',
};

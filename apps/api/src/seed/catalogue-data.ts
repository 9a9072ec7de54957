import { WEEK_DAYS, type DietType, type HoursSpan, type ShopCategory, type WeeklyHours } from '@nukkad/contracts';

// The demo catalogue as plain data: shops in New Delhi with their menus and shelves.
// Prices are integer paise (24900 = ₹249). `base` is the crossed-out price (basePrice); absent means none.
// Grocery products are tagged [groceryCategory, row] — the second tag groups them into rows on the category page;
// a product with only the first tag lands in the 'Others' row.

export type ProductDef = {
  name: string;
  /** Selling price in paise. */
  price: number;
  /** Crossed-out price in paise, above `price`; omitted for most products. */
  base?: number;
  /** Defaults to 'Veg'. */
  diet?: DietType;
  categories: string[];
  /** Defaults to true. */
  inStock?: boolean;
  description?: string;
  /** Drawn on the generated picture; a default is picked from the name and categories when absent. */
  emoji?: string;
  /** No picture at all, so the apps show their placeholder. */
  noImage?: boolean;
  /** Ordered often: ranks high among featured products. */
  popular?: boolean;
};

export type ShopDef = {
  name: string;
  category: ShopCategory;
  /** The seller who owns the shop (one shop per seller). */
  owner: string;
  productCategories: string[];
  addressLine: string;
  pincode: string;
  description: string;
  /** Weekly hours (Asia/Kolkata); null: none, open unless closed by hand. */
  hours: WeeklyHours | null;
  /**
   * Hours set relative to the clock when the demo is loaded, so the demo always shows both: 'closed-now' opens later,
   * 'closing-soon' closes within the hour. Otherwise a shop closed by its hours at load time is opened by hand.
   */
  demoClock?: 'closed-now' | 'closing-soon';
  /** A shop discount (whole percent) running from when the demo is loaded for 30 days. */
  discountPercent?: number;
  emoji: string;
  products: ProductDef[];
};

/** The same hours every day: one span `daily('09:00', '23:00')`, or several `daily(['07:00', '11:30'], ['17:00', '22:00'])`. */
export function daily(...spans: [string, string] | [string, string][]): WeeklyHours {
  const list: HoursSpan[] = (typeof spans[0] === 'string' ? [spans as [string, string]] : (spans as [string, string][])).map(([opens, closes]) => ({
    opens,
    closes,
  }));
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, list])) as WeeklyHours;
}

const NI = 'North Indian';
const SI = 'South Indian';
const MC = 'Main Course';

// ---------------------------------------------------------------- restaurants

const punjabDaDhaba: ShopDef = {
  name: 'Punjab Da Dhaba',
  category: 'Restaurant',
  owner: 'Ravi Kumar',
  productCategories: [NI, 'Tandoor', 'Breads', 'Desserts'],
  addressLine: 'N-14, Outer Circle, Connaught Place',
  pincode: '110001',
  description: 'Highway-style dhaba food in the heart of Delhi: slow-cooked dal, tandoor fresh breads and rich butter gravies.',
  hours: daily('09:00', '23:00'),
  discountPercent: 10,
  emoji: '🍛',
  products: [
    { name: 'Paneer Butter Masala', price: 24900, base: 29900, categories: [NI, MC], popular: true, emoji: '🧀', description: 'Soft paneer cubes in a creamy tomato and cashew gravy, finished with butter and kasuri methi.' },
    { name: 'Paneer Tikka', price: 22900, categories: [NI, 'Starters'], popular: true, description: 'Chunks of paneer, capsicum and onion marinated in spiced yoghurt and charred in the tandoor.' },
    { name: 'Dal Makhani', price: 19900, categories: [NI, MC], popular: true, description: 'Black urad and rajma simmered overnight with butter and cream.' },
    { name: 'Butter Chicken', price: 32900, base: 36900, diet: 'Non-Vegetarian', categories: [NI, MC], popular: true, description: 'Tandoori chicken in a velvety makhani gravy.' },
    { name: 'Chicken Tikka', price: 29900, diet: 'Non-Vegetarian', categories: ['Tandoor', 'Starters'], description: 'Boneless chicken marinated overnight and grilled in the clay oven.' },
    { name: 'Tandoori Chicken (Half)', price: 27900, diet: 'Non-Vegetarian', categories: ['Tandoor', 'Starters'], description: 'Half a chicken on the bone, smoky and tangy, with mint chutney.' },
    { name: 'Chole Bhature', price: 14900, categories: [NI, 'Breakfast'], description: 'Two fluffy bhature with spicy Pindi chole, pickle and onions.' },
    { name: 'Amritsari Kulcha', price: 12900, categories: [NI, 'Breads'], description: 'Stuffed potato kulcha from the tandoor, served with chole and butter.' },
    { name: 'Butter Naan', price: 5500, categories: ['Breads'], description: 'Leavened bread brushed with butter.' },
    { name: 'Garlic Naan', price: 6500, categories: ['Breads'], description: 'Naan topped with chopped garlic and coriander.' },
    { name: 'Tandoori Roti', price: 2500, categories: ['Breads'], noImage: true, description: 'Whole wheat roti from the tandoor.' },
    { name: 'Egg Curry', price: 17900, diet: 'Egg', categories: [NI, MC], description: 'Boiled eggs in a homestyle onion tomato masala.' },
    { name: 'Jeera Rice', price: 13900, categories: [NI, 'Rice'], description: 'Basmati rice tempered with cumin and ghee.' },
    { name: 'Sweet Lassi', price: 8900, categories: ['Beverages'], emoji: '🥛', description: 'Thick Punjabi lassi topped with malai.' },
    { name: 'Gulab Jamun (2 pcs)', price: 7900, categories: ['Desserts'], description: 'Warm khoya dumplings soaked in rose cardamom syrup.' },
  ],
};

const biryaniDarbar: ShopDef = {
  name: 'Biryani Darbar',
  category: 'Restaurant',
  owner: 'Meena Sharma',
  productCategories: ['Biryani', 'Mughlai', 'Desserts'],
  addressLine: '1421, Bazar Matia Mahal, near Jama Masjid',
  pincode: '110006',
  description: 'Dum-cooked biryanis sealed in handi, kebabs and Hyderabadi sides from a family kitchen of three generations.',
  hours: daily('11:00', '01:00'),
  emoji: '🍲',
  products: [
    { name: 'Chicken Biryani', price: 27900, base: 32900, diet: 'Non-Vegetarian', categories: ['Biryani', MC], popular: true, description: 'Long-grain basmati layered with marinated chicken, saffron and fried onions, dum cooked.' },
    { name: 'Mutton Biryani', price: 37900, diet: 'Non-Vegetarian', categories: ['Biryani', MC], popular: true, description: 'Tender goat meat and aged basmati, slow cooked in a sealed handi.' },
    { name: 'Hyderabadi Veg Biryani', price: 21900, categories: ['Biryani', MC], description: 'Seasonal vegetables and basmati with mint, saffron and whole spices.' },
    { name: 'Egg Biryani', price: 19900, diet: 'Egg', categories: ['Biryani', MC], description: 'Masala-fried boiled eggs layered with fragrant rice.' },
    { name: 'Paneer Tikka Biryani', price: 24900, categories: ['Biryani', MC], description: 'Smoky paneer tikka layered with biryani rice.' },
    { name: 'Chicken 65', price: 22900, diet: 'Non-Vegetarian', categories: ['Starters'], description: 'Crisp fried chicken tossed with curry leaves and green chillies.' },
    { name: 'Mutton Korma', price: 34900, diet: 'Non-Vegetarian', categories: ['Mughlai', MC], description: 'Mutton in a rich brown-onion and yoghurt gravy.' },
    { name: 'Chicken Haleem', price: 25900, diet: 'Non-Vegetarian', categories: ['Mughlai', MC], inStock: false, description: 'Slow-cooked wheat, lentils and chicken, pounded smooth. Made on weekends only.' },
    { name: 'Mirchi Ka Salan', price: 9900, categories: ['Sides'], description: 'Green chillies in a peanut, sesame and tamarind gravy.' },
    { name: 'Burani Raita', price: 6900, categories: ['Sides'], description: 'Yoghurt with roasted garlic.' },
    { name: 'Double Ka Meetha', price: 9900, categories: ['Desserts'], description: 'Fried bread pudding soaked in saffron milk.' },
    { name: 'Phirni', price: 8900, categories: ['Desserts'], description: 'Ground rice pudding set in an earthen bowl.' },
    { name: 'Rumali Roti', price: 3500, categories: ['Breads'], description: 'Paper-thin bread cooked on an inverted kadhai.' },
  ],
};

const udupiTiffinHouse: ShopDef = {
  name: 'Udupi Tiffin House',
  category: 'Restaurant',
  owner: 'Suresh Iyer',
  productCategories: [SI, 'Dosa', 'Breakfast', 'Beverages'],
  addressLine: '11/27, Ajmal Khan Road, Karol Bagh',
  pincode: '110005',
  description: 'Crisp dosas, soft idlis and strong filter coffee, the Udupi way, from early morning.',
  hours: daily(['07:00', '11:30'], ['17:00', '22:00']),
  emoji: '🥞',
  products: [
    { name: 'Masala Dosa', price: 12900, categories: [SI, 'Dosa'], popular: true, description: 'Golden crisp dosa with potato masala, sambar and two chutneys.' },
    { name: 'Plain Dosa', price: 9900, categories: [SI, 'Dosa'], description: 'Thin and crisp rice and lentil crepe.' },
    { name: 'Mysore Masala Dosa', price: 14900, base: 15900, categories: [SI, 'Dosa'], description: 'Dosa smeared with spicy red chutney and filled with potato masala.' },
    { name: 'Onion Rava Dosa', price: 15900, categories: [SI, 'Dosa'], description: 'Lacy semolina dosa with onions and green chillies.' },
    { name: 'Idli Sambar (2 pcs)', price: 8900, categories: [SI, 'Idli & Vada'], popular: true, description: 'Steamed rice cakes with sambar and coconut chutney.' },
    { name: 'Medu Vada (2 pcs)', price: 8900, categories: [SI, 'Idli & Vada'], description: 'Crisp urad dal doughnuts.' },
    { name: 'Onion Tomato Uttapam', price: 13900, categories: [SI, 'Uttapam'], description: 'Thick rice pancake topped with onion, tomato and coriander.' },
    { name: 'Ven Pongal', price: 11900, categories: [SI, 'Rice'], description: 'Rice and moong dal cooked with ghee, pepper and cumin.' },
    { name: 'Lemon Rice', price: 10900, categories: [SI, 'Rice'], description: 'Tangy rice with peanuts and curry leaves.' },
    { name: 'Curd Rice', price: 9900, categories: [SI, 'Rice'], description: 'Cool curd rice with a mustard tempering.' },
    { name: 'Egg Dosa', price: 12900, diet: 'Egg', categories: [SI, 'Dosa'], description: 'Dosa with a beaten egg cooked on top.' },
    { name: 'Filter Coffee', price: 4950, categories: ['Beverages'], emoji: '☕', description: 'Chicory-blend decoction with frothy hot milk, served in a dabara.' },
    { name: 'Rava Kesari', price: 6900, categories: ['Desserts'], description: 'Semolina halwa with saffron, ghee and cashews.' },
  ],
};

const dragonWok: ShopDef = {
  name: 'Dragon Wok Express',
  category: 'Restaurant',
  owner: 'Karan Malhotra',
  productCategories: ['Chinese', 'Noodles', 'Soups', 'Starters'],
  addressLine: 'C-24, Central Market, Lajpat Nagar II',
  pincode: '110024',
  description: 'Desi Chinese straight from the wok: Hakka noodles, Manchurian, chilli everything.',
  hours: daily('12:00', '23:00'),
  emoji: '🥡',
  products: [
    { name: 'Veg Hakka Noodles', price: 14900, categories: ['Chinese', 'Noodles'], popular: true, emoji: '🍜', description: 'Wok-tossed noodles with cabbage, carrot and spring onion.' },
    { name: 'Chicken Hakka Noodles', price: 17900, diet: 'Non-Vegetarian', categories: ['Chinese', 'Noodles'], emoji: '🍜', description: 'Hakka noodles with shredded chicken.' },
    { name: 'Egg Fried Rice', price: 15900, diet: 'Egg', categories: ['Chinese', 'Rice'], description: 'Fried rice with scrambled egg and spring onion.' },
    { name: 'Schezwan Fried Rice', price: 15900, categories: ['Chinese', 'Rice'], description: 'Fiery fried rice with house Schezwan sauce.' },
    { name: 'Veg Manchurian Gravy', price: 16900, categories: ['Chinese', MC], description: 'Vegetable dumplings in a soy, garlic and ginger gravy.' },
    { name: 'Chilli Paneer Dry', price: 19900, base: 23900, categories: ['Chinese', 'Starters'], description: 'Crisp paneer tossed with peppers, onion and green chilli.' },
    { name: 'Chilli Chicken Dry', price: 22900, diet: 'Non-Vegetarian', categories: ['Chinese', 'Starters'], description: 'Fried chicken tossed in a spicy soy chilli sauce.' },
    { name: 'Honey Chilli Potato', price: 14900, categories: ['Chinese', 'Starters'], popular: true, description: 'Crisp potato fingers in a sweet and spicy glaze with sesame.' },
    { name: 'Veg Spring Rolls', price: 12900, categories: ['Chinese', 'Starters'], description: 'Four rolls filled with glass noodles and vegetables.' },
    { name: 'Dragon Chicken', price: 24900, diet: 'Non-Vegetarian', categories: ['Chinese', 'Starters'], description: 'Chicken strips with cashews in a red chilli sauce.' },
    { name: 'Veg Hot & Sour Soup', price: 10900, categories: ['Chinese', 'Soups'], emoji: '🍵', description: 'Peppery, tangy soup with vegetables and tofu.' },
    { name: 'Chicken Manchow Soup', price: 12900, diet: 'Non-Vegetarian', categories: ['Chinese', 'Soups'], emoji: '🍵', description: 'Garlicky soup topped with fried noodles.' },
    { name: 'Veg Momos (8 pcs)', price: 9900, categories: ['Chinese', 'Momos'], emoji: '🥟', description: 'Steamed dumplings with red chutney.' },
  ],
};

const pizzaAdda: ShopDef = {
  name: 'Pizza Adda',
  category: 'Restaurant',
  owner: 'Neha Kapoor',
  productCategories: ['Pizza', 'Pasta', 'Fast Food', 'Desserts'],
  addressLine: '32, Hauz Khas Village',
  pincode: '110016',
  description: 'Hand-stretched pizzas from a stone oven, cheesy sides and pasta.',
  hours: daily('11:00', '23:30'),
  emoji: '🍕',
  products: [
    { name: 'Margherita Pizza (Medium)', price: 24900, base: 29900, categories: ['Pizza'], popular: true, description: 'Tomato sauce, mozzarella and basil.' },
    { name: 'Farmhouse Pizza (Medium)', price: 34900, categories: ['Pizza'], description: 'Onion, capsicum, tomato and mushroom.' },
    { name: 'Paneer Tikka Pizza (Medium)', price: 37900, categories: ['Pizza'], description: 'Tandoori paneer, onion and mint mayo.' },
    { name: 'Chicken Tikka Pizza (Medium)', price: 42900, diet: 'Non-Vegetarian', categories: ['Pizza'], description: 'Chicken tikka, onion and jalapeños.' },
    { name: 'Pepperoni Pizza (Medium)', price: 44900, base: 59900, diet: 'Non-Vegetarian', categories: ['Pizza'], description: 'Loaded with chicken pepperoni and extra cheese.' },
    { name: 'Garlic Breadsticks', price: 12900, categories: ['Sides'], emoji: '🥖', description: 'Oven-baked breadsticks with garlic butter and a cheesy dip.' },
    { name: 'Cheesy Garlic Bread', price: 15900, categories: ['Sides'], emoji: '🥖', description: 'Stuffed with mozzarella and sweet corn.' },
    { name: 'Penne Arrabbiata', price: 22900, categories: ['Pasta'], emoji: '🍝', description: 'Penne in a spicy tomato and garlic sauce.' },
    { name: 'Chicken Penne Alfredo', price: 27900, diet: 'Non-Vegetarian', categories: ['Pasta'], emoji: '🍝', description: 'Creamy parmesan sauce with grilled chicken.' },
    { name: 'Peri Peri Fries', price: 11900, categories: ['Sides'], emoji: '🍟', description: 'Crisp fries dusted with peri peri.' },
    { name: 'Choco Lava Cake', price: 9900, diet: 'Egg', categories: ['Desserts'], emoji: '🍫', description: 'Warm chocolate cake with a molten centre.' },
    { name: 'Cold Coffee', price: 12900, categories: ['Beverages'], emoji: '🧋', description: 'Blended coffee with vanilla ice cream.' },
  ],
};

const mughalZaika: ShopDef = {
  name: 'Mughal Zaika',
  category: 'Restaurant',
  owner: 'Imran Qureshi',
  productCategories: ['Mughlai', 'Kebabs', NI, 'Desserts'],
  addressLine: '77, Hazrat Nizamuddin Basti',
  pincode: '110013',
  description: 'Awadhi and old-Delhi kebabs, nihari and slow-cooked curries. Evenings only.',
  demoClock: 'closed-now',
  hours: daily('18:00', '23:30'),
  emoji: '🍢',
  products: [
    { name: 'Galouti Kebab', price: 32900, diet: 'Non-Vegetarian', categories: ['Kebabs', 'Starters'], popular: true, description: 'Melt-in-the-mouth minced mutton kebabs on ulte tawe ka paratha.' },
    { name: 'Mutton Seekh Kebab', price: 29900, diet: 'Non-Vegetarian', categories: ['Kebabs', 'Starters'], description: 'Minced mutton skewers from the charcoal grill.' },
    { name: 'Chicken Malai Tikka', price: 27900, diet: 'Non-Vegetarian', categories: ['Kebabs', 'Starters'], description: 'Creamy, mildly spiced chicken tikka.' },
    { name: 'Mutton Nihari', price: 39900, diet: 'Non-Vegetarian', categories: ['Mughlai', MC], inStock: false, description: 'Shank of mutton slow cooked through the night.' },
    { name: 'Chicken Changezi', price: 31900, diet: 'Non-Vegetarian', categories: ['Mughlai', MC], description: 'Tandoori chicken in a buttery tomato and cream gravy.' },
    { name: 'Mutton Rogan Josh', price: 38900, diet: 'Non-Vegetarian', categories: ['Mughlai', MC], description: 'Kashmiri-style mutton in a red chilli gravy.' },
    { name: 'Shahi Paneer', price: 23900, categories: [NI, MC], description: 'Paneer in a royal cashew, cream and saffron gravy.' },
    { name: 'Malai Kofta', price: 22900, categories: [NI, MC], description: 'Paneer and potato dumplings in a mild creamy gravy.' },
    { name: 'Warqi Paratha', price: 6900, categories: ['Breads'], description: 'Flaky, layered paratha.' },
    { name: 'Sheermal', price: 5900, categories: ['Breads'], description: 'Saffron-scented sweet flatbread.' },
    { name: 'Shahi Tukda', price: 11900, categories: ['Desserts'], description: 'Fried bread in thickened rabri with nuts.' },
    { name: 'Kesar Kulfi', price: 9900, categories: ['Desserts'], emoji: '🍦', description: 'Traditional saffron kulfi on a stick.' },
  ],
};

const chaatChaupal: ShopDef = {
  name: 'Chaat Chaupal',
  category: 'Restaurant',
  owner: 'Pooja Agarwal',
  productCategories: ['Street Food', 'Chaat', 'Snacks', 'Beverages'],
  addressLine: '2045, Dariba Kalan, Chandni Chowk',
  pincode: '110006',
  description: 'Old Delhi street food: golgappe, tikki, kachori and hot jalebi. Open whenever the tawa is hot.',
  hours: null,
  emoji: '🥙',
  products: [
    { name: 'Pani Puri (6 pcs)', price: 4900, categories: ['Chaat'], popular: true, description: 'Crisp puris with spiced potato and tangy mint water.' },
    { name: 'Aloo Tikki Chaat', price: 7900, categories: ['Chaat'], description: 'Crisp potato patties with chole, curd and chutneys.' },
    { name: 'Papdi Chaat', price: 7900, categories: ['Chaat'], description: 'Crunchy papdi with curd, tamarind and sev.' },
    { name: 'Dahi Bhalla', price: 8900, categories: ['Chaat'], description: 'Soft lentil dumplings in sweetened curd.' },
    { name: 'Raj Kachori', price: 9900, categories: ['Chaat'], description: 'A giant kachori filled with everything good.' },
    { name: 'Samosa (2 pcs)', price: 4000, categories: ['Snacks'], emoji: '🥟', description: 'Potato and pea samosas with chutney.' },
    { name: 'Pav Bhaji', price: 11900, categories: ['Street Food'], popular: true, description: 'Buttery mashed vegetable curry with toasted pav.' },
    { name: 'Vada Pav', price: 4900, categories: ['Street Food'], description: 'Spiced potato fritter in a pav with garlic chutney.' },
    { name: 'Chole Kulche', price: 8900, categories: ['Street Food'], description: 'Spicy white peas with soft kulcha.' },
    { name: 'Bread Pakora', price: 4500, categories: ['Snacks'], description: 'Stuffed bread fritters.' },
    { name: 'Egg Bhurji Pav', price: 9900, diet: 'Egg', categories: ['Street Food'], emoji: '🍳', description: 'Spicy scrambled eggs with buttered pav.' },
    { name: 'Masala Chai', price: 2500, categories: ['Beverages'], emoji: '☕', description: 'Kadak chai with ginger and cardamom.' },
    { name: 'Jalebi (250g)', price: 9000, categories: ['Desserts'], description: 'Hot, crisp jalebi fresh from the kadhai.' },
  ],
};

const mithaas: ShopDef = {
  name: 'Mithaas Sweets & Snacks',
  category: 'Restaurant',
  owner: 'Vikas Bansal',
  productCategories: ['Sweets', 'Desserts', NI, 'Snacks'],
  addressLine: 'J-2/11, Main Market, Rajouri Garden',
  pincode: '110027',
  description: 'Pure-ghee mithai, namkeen and a North Indian thali that tastes like home.',
  hours: daily('08:00', '22:00'),
  emoji: '🍬',
  products: [
    { name: 'Kaju Katli (250g)', price: 29900, base: 34900, categories: ['Sweets'], popular: true, description: 'Cashew fudge with silver varq.' },
    { name: 'Motichoor Ladoo (500g)', price: 24900, categories: ['Sweets'], description: 'Tiny boondi pearls in pure ghee.' },
    { name: 'Rasmalai (2 pcs)', price: 9900, categories: ['Desserts'], description: 'Chenna discs in saffron rabri.' },
    { name: 'Gulab Jamun (500g)', price: 19900, categories: ['Sweets'], description: 'A box of soft gulab jamun.' },
    { name: 'Soan Papdi (250g)', price: 12900, categories: ['Sweets'], description: 'Flaky gram-flour sweet.' },
    { name: 'Besan Ladoo (500g)', price: 26900, categories: ['Sweets'], description: 'Roasted gram flour and ghee ladoo.' },
    { name: 'Gajar Ka Halwa (250g)', price: 15900, categories: ['Desserts'], inStock: false, description: 'Winter special: slow-cooked carrots, milk and ghee.' },
    { name: 'Rasgulla (1 kg Tin)', price: 29900, base: 39900, categories: ['Sweets'], description: 'Spongy rasgullas in light syrup.' },
    { name: 'Khaman Dhokla (250g)', price: 8900, categories: ['Snacks'], description: 'Soft steamed gram flour squares.' },
    { name: 'Khasta Kachori (2 pcs)', price: 5900, categories: ['Snacks'], description: 'Flaky moong dal kachori with aloo sabzi.' },
    { name: 'Deluxe Veg Thali', price: 21900, categories: [NI, 'Thali'], popular: true, emoji: '🍱', description: 'Two sabzis, dal, rice, raita, four rotis and a sweet.' },
    { name: 'Chole Bhature', price: 13900, categories: [NI, 'Breakfast'], description: 'Two bhature with chole.' },
    { name: 'Mango Lassi', price: 9900, categories: ['Beverages'], emoji: '🥭', description: 'Lassi blended with Alphonso pulp.' },
  ],
};

const kolkataKitchen: ShopDef = {
  name: 'Kolkata Kitchen',
  category: 'Restaurant',
  owner: 'Debashish Sen',
  productCategories: ['Bengali', 'Seafood', 'Rolls', 'Biryani'],
  addressLine: 'Market No. 1, Chittaranjan Park',
  pincode: '110019',
  description: 'Bengali home food in CR Park: kosha mangsho, fish curries, rolls and mishti.',
  demoClock: 'closing-soon',
  hours: daily('12:00', '22:30'),
  emoji: '🐟',
  products: [
    { name: 'Kosha Mangsho', price: 34900, diet: 'Non-Vegetarian', categories: ['Bengali', MC], popular: true, description: 'Slow-cooked, dark and spicy mutton curry.' },
    { name: 'Bhetki Fish Fry', price: 24900, diet: 'Non-Vegetarian', categories: ['Bengali', 'Seafood'], description: 'Crumb-fried bhetki fillet with kasundi.' },
    { name: 'Macher Jhol', price: 27900, diet: 'Non-Vegetarian', categories: ['Bengali', 'Seafood'], description: 'Light rohu curry with potatoes.' },
    { name: 'Chingri Malai Curry', price: 42900, base: 49900, diet: 'Non-Vegetarian', categories: ['Bengali', 'Seafood'], emoji: '🦐', description: 'Prawns in coconut milk.' },
    { name: 'Kolkata Chicken Biryani', price: 28900, diet: 'Non-Vegetarian', categories: ['Biryani', 'Bengali'], description: 'Light, fragrant biryani with the famous potato and egg.' },
    { name: 'Egg Roll', price: 8900, diet: 'Egg', categories: ['Rolls', 'Street Food'], emoji: '🌯', description: 'Paratha layered with egg, onions and chilli sauce.' },
    { name: 'Chicken Kathi Roll', price: 12900, diet: 'Non-Vegetarian', categories: ['Rolls', 'Street Food'], emoji: '🌯', description: 'Chicken tikka wrapped in a flaky paratha.' },
    { name: 'Luchi Aloo Dum', price: 11900, categories: ['Bengali', 'Breakfast'], description: 'Puffed luchis with spiced baby potatoes.' },
    { name: 'Shukto', price: 12900, categories: ['Bengali', MC], description: 'Mildly bitter mixed vegetable stew.' },
    { name: 'Cholar Dal', price: 10900, categories: ['Bengali', MC], description: 'Chana dal with coconut and raisins.' },
    { name: 'Begun Bhaja', price: 7900, categories: ['Bengali', 'Sides'], emoji: '🍆', description: 'Pan-fried aubergine slices.' },
    { name: 'Mishti Doi', price: 6900, categories: ['Desserts'], description: 'Sweet caramelised curd in a clay pot.' },
    { name: 'Rosogolla (2 pcs)', price: 5900, categories: ['Desserts'], description: 'Spongy chenna balls in syrup.' },
  ],
};

const momoMantra: ShopDef = {
  name: 'Momo Mantra',
  category: 'Restaurant',
  owner: 'Tenzin Dorjee',
  productCategories: ['Tibetan', 'Momos', 'Chinese', 'Soups'],
  addressLine: 'Block 10, New Aruna Nagar, Majnu Ka Tilla',
  pincode: '110054',
  description: 'Handmade momos, thukpa and laphing from a Tibetan family kitchen.',
  hours: daily('11:30', '22:30'),
  emoji: '🥟',
  products: [
    { name: 'Veg Steamed Momos (8 pcs)', price: 9900, categories: ['Momos', 'Tibetan'], description: 'Cabbage, carrot and onion dumplings.' },
    { name: 'Chicken Steamed Momos (8 pcs)', price: 12900, diet: 'Non-Vegetarian', categories: ['Momos', 'Tibetan'], popular: true, description: 'Juicy chicken dumplings with fiery tomato chutney.' },
    { name: 'Paneer Fried Momos (8 pcs)', price: 12900, categories: ['Momos'], description: 'Crisp fried paneer momos.' },
    { name: 'Chicken Tandoori Momos', price: 16900, base: 18900, diet: 'Non-Vegetarian', categories: ['Momos'], description: 'Momos marinated and roasted in the tandoor.' },
    { name: 'Veg Chilli Garlic Momos', price: 11900, categories: ['Momos'], description: 'Tossed in chilli garlic sauce.' },
    { name: 'Chicken Kurkure Momos', price: 15900, diet: 'Non-Vegetarian', categories: ['Momos'], description: 'Cornflake-crusted crunchy momos.' },
    { name: 'Veg Thukpa', price: 14900, categories: ['Tibetan', 'Soups'], emoji: '🍜', description: 'Noodle soup with vegetables.' },
    { name: 'Chicken Thukpa', price: 17900, diet: 'Non-Vegetarian', categories: ['Tibetan', 'Soups'], emoji: '🍜', description: 'Noodle soup with chicken.' },
    { name: 'Egg Thukpa', price: 15900, diet: 'Egg', categories: ['Tibetan', 'Soups'], emoji: '🍜', description: 'Noodle soup with egg.' },
    { name: 'Chicken Chowmein', price: 14900, diet: 'Non-Vegetarian', categories: ['Chinese', 'Noodles'], emoji: '🍜', description: 'Street-style chowmein.' },
    { name: 'Laphing', price: 8900, categories: ['Tibetan'], description: 'Cold spicy mung bean noodles.' },
    { name: 'Chicken Shapale', price: 15900, diet: 'Non-Vegetarian', categories: ['Tibetan'], description: 'Crisp fried bread stuffed with minced chicken.' },
  ],
};

// ---------------------------------------------------------------- groceries

const sharmaGeneralStore: ShopDef = {
  name: 'Sharma General Store',
  category: 'Grocery',
  owner: 'Rakesh Sharma',
  productCategories: ['Rice', 'Atta & Dal', 'Oils & Ghee'],
  addressLine: 'B-7, Double Storey Market, Lajpat Nagar IV',
  pincode: '110024',
  description: 'Your neighbourhood kirana since 1978: rice, atta, dal and oils, weighed and packed fresh.',
  hours: daily('08:00', '21:30'),
  emoji: '🛒',
  products: [
    // Rice
    { name: 'Premium Basmati Rice 1kg', price: 15900, base: 18900, categories: ['Rice', 'Basmati Rice'], popular: true, description: 'Extra-long aged grains.' },
    { name: 'Classic Basmati Rice 5kg', price: 59900, base: 79900, categories: ['Rice', 'Basmati Rice'], description: 'Everyday basmati in a value pack.' },
    { name: 'Dubar Basmati Rice 1kg', price: 11900, categories: ['Rice', 'Basmati Rice'], description: 'Broken basmati, ideal for pulao and khichdi.' },
    { name: 'Sona Masoori Rice 5kg', price: 38900, categories: ['Rice', 'Everyday Rice'], description: 'Light, aromatic South Indian rice.' },
    { name: 'Kolam Rice 5kg', price: 34900, categories: ['Rice', 'Everyday Rice'], description: 'Soft, short grains for daily meals.' },
    { name: 'Ponni Boiled Rice 5kg', price: 32900, categories: ['Rice', 'Everyday Rice'], description: 'Parboiled rice.' },
    { name: 'Idli Rice 1kg', price: 8900, categories: ['Rice', 'Everyday Rice'], description: 'For soft idlis and dosa batter.' },
    { name: 'Brown Rice 1kg', price: 14900, categories: ['Rice', 'Healthy Rice'], description: 'Unpolished whole grain rice.' },
    { name: 'Thick Poha 500g', price: 4900, categories: ['Rice', 'Poha & Flakes'], description: 'Flattened rice for poha.' },
    { name: 'Red Poha 500g', price: 6500, categories: ['Rice', 'Poha & Flakes'], description: 'Red rice flakes.' },
    // Atta & Dal
    { name: 'Whole Wheat Atta 5kg', price: 26900, base: 29900, categories: ['Atta & Dal', 'Atta & Flours'], popular: true, description: '100% whole wheat chakki atta.' },
    { name: 'Chakki Fresh Atta 10kg', price: 49900, base: 64900, categories: ['Atta & Dal', 'Atta & Flours'], description: 'Stone-ground atta, big family pack.' },
    { name: 'Multigrain Atta 1kg', price: 8900, categories: ['Atta & Dal', 'Atta & Flours'], description: 'Wheat with soy, oats, ragi and more.' },
    { name: 'Besan 500g', price: 6900, categories: ['Atta & Dal', 'Atta & Flours'], description: 'Fine gram flour.' },
    { name: 'Maida 1kg', price: 5900, categories: ['Atta & Dal', 'Atta & Flours'], description: 'Refined wheat flour.' },
    { name: 'Sooji (Rava) 500g', price: 3900, categories: ['Atta & Dal', 'Atta & Flours'], description: 'Fine semolina.' },
    { name: 'Toor Dal 1kg', price: 16900, base: 17900, categories: ['Atta & Dal', 'Dals & Pulses'], popular: true, description: 'Unpolished arhar dal.' },
    { name: 'Moong Dal 1kg', price: 15900, categories: ['Atta & Dal', 'Dals & Pulses'], description: 'Yellow split moong.' },
    { name: 'Masoor Dal 1kg', price: 12900, categories: ['Atta & Dal', 'Dals & Pulses'], description: 'Red lentils.' },
    { name: 'Chana Dal 1kg', price: 10900, categories: ['Atta & Dal', 'Dals & Pulses'], description: 'Split Bengal gram.' },
    { name: 'Whole Urad Dal 1kg', price: 15500, categories: ['Atta & Dal', 'Dals & Pulses'], description: 'For dal makhani.' },
    { name: 'Chitra Rajma 500g', price: 9900, categories: ['Atta & Dal', 'Dals & Pulses'], description: 'Speckled kidney beans.' },
    { name: 'Kabuli Chana 1kg', price: 16900, categories: ['Atta & Dal', 'Dals & Pulses'], description: 'Large white chickpeas.' },
    // Oils & Ghee
    { name: 'Kachi Ghani Mustard Oil 1L', price: 18900, base: 21500, categories: ['Oils & Ghee', 'Cooking Oils'], popular: true, description: 'Pungent cold-pressed mustard oil.' },
    { name: 'Sunflower Oil 1L', price: 16500, categories: ['Oils & Ghee', 'Cooking Oils'], description: 'Light refined sunflower oil.' },
    { name: 'Groundnut Oil 1L', price: 21900, categories: ['Oils & Ghee', 'Cooking Oils'], description: 'Filtered groundnut oil.' },
    { name: 'Rice Bran Oil 1L', price: 15900, categories: ['Oils & Ghee', 'Cooking Oils'], description: 'Heart-friendly rice bran oil.' },
    { name: 'Sesame Oil 500ml', price: 17900, categories: ['Oils & Ghee', 'Cooking Oils'], description: 'Gingelly (til) oil.' },
    { name: 'Extra Virgin Olive Oil 500ml', price: 59900, base: 84900, categories: ['Oils & Ghee', 'Cooking Oils'], description: 'Cold-extracted, for salads.' },
    { name: 'Cold Pressed Coconut Oil 500ml', price: 24900, categories: ['Oils & Ghee', 'Cooking Oils'], description: 'Virgin coconut oil.' },
    { name: 'Desi Cow Ghee 1L', price: 64900, base: 69900, categories: ['Oils & Ghee', 'Ghee'], popular: true, description: 'Granular, aromatic cow ghee.' },
    { name: 'Buffalo Ghee 500ml', price: 32900, categories: ['Oils & Ghee', 'Ghee'], description: 'Rich white ghee.' },
    { name: 'A2 Gir Cow Ghee 500ml', price: 99900, categories: ['Oils & Ghee', 'Ghee'], inStock: false, description: 'Bilona-churned A2 ghee.' },
  ],
};

const freshBasket: ShopDef = {
  name: 'Fresh Basket Sabziwala',
  category: 'Grocery',
  owner: 'Ramesh Yadav',
  productCategories: ['Vegetables', 'Fruits'],
  addressLine: 'Shop 4, Sabzi Mandi, Malviya Nagar',
  pincode: '110017',
  description: 'Farm-fresh vegetables and fruits from Azadpur Mandi every morning.',
  hours: daily('06:30', '21:00'),
  emoji: '🥬',
  products: [
    // Vegetables
    { name: 'Onion 1kg', price: 3900, base: 4900, categories: ['Vegetables', 'Everyday Vegetables'], popular: true, emoji: '🧅', description: 'Nashik red onions.' },
    { name: 'Potato 1kg', price: 2900, categories: ['Vegetables', 'Everyday Vegetables'], popular: true, emoji: '🥔', description: 'Agra potatoes, good for everything.' },
    { name: 'Tomato 500g', price: 2400, categories: ['Vegetables', 'Everyday Vegetables'], emoji: '🍅', description: 'Firm, ripe desi tomatoes.' },
    { name: 'Lady Finger (Bhindi) 500g', price: 3900, categories: ['Vegetables', 'Everyday Vegetables'], description: 'Tender bhindi.' },
    { name: 'Cauliflower 1 pc', price: 3500, categories: ['Vegetables', 'Everyday Vegetables'], description: 'About 500–700 g.' },
    { name: 'Spinach (Palak) Bunch', price: 2500, categories: ['Vegetables', 'Leafy Greens'], emoji: '🥬', description: 'Fresh palak, about 250 g.' },
    { name: 'Methi Bunch', price: 2000, categories: ['Vegetables', 'Leafy Greens'], emoji: '🥬', description: 'Fenugreek leaves.' },
    { name: 'Coriander Bunch', price: 1000, categories: ['Vegetables', 'Herbs & Seasonings'], emoji: '🌿', description: 'Fresh dhaniya.' },
    { name: 'Green Chilli 100g', price: 900, categories: ['Vegetables', 'Herbs & Seasonings'], emoji: '🌶️', description: 'Spicy green chillies.' },
    { name: 'Ginger 250g', price: 3500, categories: ['Vegetables', 'Herbs & Seasonings'], emoji: '🫚', description: 'Fresh adrak.' },
    { name: 'Broccoli 250g', price: 5900, categories: ['Vegetables', 'Exotic Vegetables'], emoji: '🥦', description: 'Crisp green florets.' },
    { name: 'Red Bell Pepper 250g', price: 6900, categories: ['Vegetables', 'Exotic Vegetables'], inStock: false, emoji: '🫑', description: 'Sweet red capsicum.' },
    { name: 'Button Mushroom 200g', price: 4900, categories: ['Vegetables', 'Exotic Vegetables'], emoji: '🍄', description: 'Fresh white mushrooms.' },
    // Fruits
    { name: 'Robusta Banana 1 Dozen', price: 5900, categories: ['Fruits', 'Everyday Fruits'], popular: true, emoji: '🍌', description: 'Ripe yellow bananas.' },
    { name: 'Shimla Apple 1kg', price: 16900, base: 19900, categories: ['Fruits', 'Everyday Fruits'], emoji: '🍎', description: 'Crisp Himachal apples.' },
    { name: 'Papaya 1 pc', price: 5500, categories: ['Fruits', 'Everyday Fruits'], description: 'About 1 kg, ready to eat.' },
    { name: 'Pomegranate 500g', price: 11900, categories: ['Fruits', 'Everyday Fruits'], description: 'Bhagwa anar.' },
    { name: 'Guava 500g', price: 4900, categories: ['Fruits', 'Everyday Fruits'], description: 'Allahabadi amrood.' },
    { name: 'Nagpur Orange 1kg', price: 8900, categories: ['Fruits', 'Seasonal Fruits'], emoji: '🍊', description: 'Juicy, sweet and tangy.' },
    { name: 'Alphonso Mango 1kg', price: 39900, categories: ['Fruits', 'Seasonal Fruits'], inStock: false, emoji: '🥭', description: 'Ratnagiri hapus, back in season soon.' },
    { name: 'Watermelon 1 pc', price: 6900, categories: ['Fruits', 'Seasonal Fruits'], emoji: '🍉', description: 'About 2.5–3 kg.' },
    { name: 'Green Grapes 500g', price: 7900, base: 9900, categories: ['Fruits', 'Seasonal Fruits'], emoji: '🍇', description: 'Seedless Nashik grapes.' },
    { name: 'Kiwi 3 pcs', price: 8900, categories: ['Fruits', 'Exotic Fruits'], emoji: '🥝', description: 'Imported green kiwi.' },
    { name: 'Dragon Fruit 1 pc', price: 9900, categories: ['Fruits', 'Exotic Fruits'], description: 'Pink-skinned pitaya.' },
    { name: 'Hass Avocado 1 pc', price: 14900, categories: ['Fruits', 'Exotic Fruits'], inStock: false, emoji: '🥑', description: 'Creamy, ready in 2 days.' },
  ],
};

const guptaDairy: ShopDef = {
  name: 'Gupta Dairy & Bakery Mart',
  category: 'Grocery',
  owner: 'Sanjay Gupta',
  productCategories: ['Dairy & Eggs', 'Bakery & Biscuits', 'Ice Creams'],
  addressLine: '5/42, Pusa Road, Karol Bagh',
  pincode: '110005',
  description: 'Milk, paneer, bread and ice creams: delivered chilled, twice a day.',
  hours: daily('06:00', '22:30'),
  emoji: '🥛',
  products: [
    // Dairy & Eggs
    { name: 'Full Cream Milk 500ml', price: 3400, categories: ['Dairy & Eggs', 'Milk'], popular: true, emoji: '🥛', description: 'Pasteurised full cream milk.' },
    { name: 'Toned Milk 1L', price: 5600, categories: ['Dairy & Eggs', 'Milk'], emoji: '🥛', description: 'Pasteurised toned milk.' },
    { name: 'Fresh Paneer 200g', price: 9000, categories: ['Dairy & Eggs', 'Paneer & Tofu'], popular: true, emoji: '🧀', description: 'Soft malai paneer, made today.' },
    { name: 'Malai Paneer 500g', price: 21900, base: 23900, categories: ['Dairy & Eggs', 'Paneer & Tofu'], emoji: '🧀', description: 'Family pack of fresh paneer.' },
    { name: 'Tofu 200g', price: 8900, categories: ['Dairy & Eggs', 'Paneer & Tofu'], description: 'Firm soy tofu.' },
    { name: 'Dahi (Curd) 400g', price: 4500, categories: ['Dairy & Eggs', 'Curd & Yogurt'], description: 'Thick set curd.' },
    { name: 'Mango Greek Yogurt 100g', price: 4000, categories: ['Dairy & Eggs', 'Curd & Yogurt'], description: 'High-protein yogurt with mango.' },
    { name: 'Salted Butter 100g', price: 5800, categories: ['Dairy & Eggs', 'Butter & Cheese'], emoji: '🧈', description: 'Creamy table butter.' },
    { name: 'Cheese Slices 200g', price: 14500, categories: ['Dairy & Eggs', 'Butter & Cheese'], description: '10 processed cheese slices.' },
    { name: 'Mozzarella Cheese 200g', price: 16900, categories: ['Dairy & Eggs', 'Butter & Cheese'], description: 'For pizza and pasta.' },
    { name: 'Farm Eggs (6 pcs)', price: 4900, diet: 'Egg', categories: ['Dairy & Eggs', 'Eggs'], popular: true, emoji: '🥚', description: 'Fresh white eggs.' },
    { name: 'Brown Eggs (12 pcs)', price: 11900, diet: 'Egg', categories: ['Dairy & Eggs', 'Eggs'], emoji: '🥚', description: 'Country brown eggs.' },
    // Bakery & Biscuits
    { name: 'Whole Wheat Bread 400g', price: 5500, categories: ['Bakery & Biscuits', 'Bread & Pav'], emoji: '🍞', description: 'Soft atta bread.' },
    { name: 'White Sandwich Bread 400g', price: 4000, categories: ['Bakery & Biscuits', 'Bread & Pav'], emoji: '🍞', description: 'Classic white bread.' },
    { name: 'Multigrain Bread 400g', price: 6000, categories: ['Bakery & Biscuits', 'Bread & Pav'], emoji: '🍞', description: 'With oats and seeds.' },
    { name: 'Ladi Pav (6 pcs)', price: 3500, categories: ['Bakery & Biscuits', 'Bread & Pav'], description: 'For pav bhaji and vada pav.' },
    { name: 'Chocolate Cream Biscuits 100g', price: 3000, categories: ['Bakery & Biscuits', 'Biscuits & Cookies'], emoji: '🍪', description: 'Chocolate sandwich biscuits.' },
    { name: 'Glucose Biscuits 800g', price: 10000, categories: ['Bakery & Biscuits', 'Biscuits & Cookies'], emoji: '🍪', description: 'Family pack.' },
    { name: 'Danish Butter Cookies 400g', price: 19900, base: 24900, categories: ['Bakery & Biscuits', 'Biscuits & Cookies'], emoji: '🍪', description: 'Tin of assorted butter cookies.' },
    { name: 'Digestive Biscuits 250g', price: 8000, categories: ['Bakery & Biscuits', 'Biscuits & Cookies'], emoji: '🍪', description: 'Wholewheat digestives.' },
    { name: 'Suji Rusk 300g', price: 6500, categories: ['Bakery & Biscuits', 'Rusk & Toast'], description: 'Crunchy tea-time rusk.' },
    { name: 'Milk Rusk 200g', price: 4500, categories: ['Bakery & Biscuits', 'Rusk & Toast'], description: 'Light milk rusk.' },
    { name: 'Chocolate Muffins (2 pcs)', price: 6000, diet: 'Egg', categories: ['Bakery & Biscuits', 'Cakes & Muffins'], emoji: '🧁', description: 'Soft chocolate muffins.' },
    { name: 'Fruit Cake 250g', price: 9900, diet: 'Egg', categories: ['Bakery & Biscuits', 'Cakes & Muffins'], emoji: '🍰', description: 'Tutti-frutti tea cake.' },
    // Ice Creams
    { name: 'Vanilla Ice Cream Tub 1L', price: 19900, base: 22500, categories: ['Ice Creams', 'Tubs'], popular: true, emoji: '🍨', description: 'Classic vanilla.' },
    { name: 'Butterscotch Ice Cream Tub 1L', price: 22900, categories: ['Ice Creams', 'Tubs'], emoji: '🍨', description: 'With crunchy butterscotch bits.' },
    { name: 'Chocolate Brownie Ice Cream 500ml', price: 24900, categories: ['Ice Creams', 'Tubs'], emoji: '🍨', description: 'Chocolate with brownie chunks.' },
    { name: 'Mango Ice Cream Tub 700ml', price: 17900, categories: ['Ice Creams', 'Tubs'], emoji: '🍨', description: 'Alphonso mango.' },
    { name: 'Sugar-Free Vanilla Tub 500ml', price: 22900, base: 29900, categories: ['Ice Creams', 'Tubs'], emoji: '🍨', description: 'No added sugar.' },
    { name: 'Chocolate Cone', price: 6000, categories: ['Ice Creams', 'Cones & Bars'], emoji: '🍦', description: 'Crisp cone with chocolate ice cream.' },
    { name: 'Choco Bar', price: 3000, categories: ['Ice Creams', 'Cones & Bars'], description: 'Vanilla dipped in chocolate.' },
    { name: 'Cassata Slice', price: 6500, categories: ['Ice Creams', 'Cones & Bars'], description: 'Layered cassata with nuts.' },
    { name: 'Kesar Pista Kulfi (Pack of 4)', price: 16000, categories: ['Ice Creams', 'Kulfi'], description: 'Traditional kulfi.' },
    { name: 'Malai Kulfi Stick', price: 4000, categories: ['Ice Creams', 'Kulfi'], inStock: false, description: 'Creamy malai kulfi.' },
  ],
};

const modernBazaar: ShopDef = {
  name: 'Modern Bazaar Mart',
  category: 'Grocery',
  owner: 'Anil Chawla',
  productCategories: ['Snacks & Namkeens', 'Instant Food', 'Beverages'],
  addressLine: 'C-6, Pocket 6, Vasant Kunj',
  pincode: '110070',
  description: 'Snacks, ready-to-eat meals, tea, coffee and cold drinks: the party aisle of the neighbourhood.',
  hours: daily('08:00', '23:00'),
  emoji: '🏪',
  products: [
    // Snacks & Namkeens
    { name: 'Classic Salted Potato Chips 52g', price: 2000, categories: ['Snacks & Namkeens', 'Chips'], popular: true, emoji: '🥔', description: 'Thin, crisp and salted.' },
    { name: 'Masala Potato Chips 90g', price: 3000, categories: ['Snacks & Namkeens', 'Chips'], description: 'Tangy Indian masala.' },
    { name: 'Kerala Banana Chips 200g', price: 8900, categories: ['Snacks & Namkeens', 'Chips'], emoji: '🍌', description: 'Fried in coconut oil.' },
    { name: 'Cheese Nachos 150g', price: 9900, base: 12500, categories: ['Snacks & Namkeens', 'Chips'], description: 'Corn chips with cheese.' },
    { name: 'Ragi Chips 90g', price: 9900, categories: ['Snacks & Namkeens', 'Healthy Snacks'], description: 'Baked finger millet chips.' },
    { name: 'Peri Peri Roasted Makhana 80g', price: 14900, base: 19900, categories: ['Snacks & Namkeens', 'Healthy Snacks'], description: 'Roasted fox nuts.' },
    { name: 'Aloo Bhujia 400g', price: 10900, base: 11500, categories: ['Snacks & Namkeens', 'Namkeens'], popular: true, description: 'Bikaneri-style bhujia.' },
    { name: 'Moong Dal Namkeen 200g', price: 5500, categories: ['Snacks & Namkeens', 'Namkeens'], description: 'Crunchy salted moong.' },
    { name: 'Khatta Meetha 400g', price: 9900, categories: ['Snacks & Namkeens', 'Namkeens'], description: 'Sweet and tangy mixture.' },
    { name: 'Navratan Mixture 200g', price: 6000, categories: ['Snacks & Namkeens', 'Namkeens'], description: 'Nine-ingredient mixture.' },
    { name: 'Masala Peanuts 200g', price: 7500, categories: ['Snacks & Namkeens', 'Namkeens'], emoji: '🥜', description: 'Besan-coated spicy peanuts.' },
    { name: 'Methi Mathri 400g', price: 12900, categories: ['Snacks & Namkeens'], description: 'Flaky mathri with kasuri methi.' },
    // Instant Food
    { name: 'Masala Instant Noodles (Pack of 4)', price: 5600, categories: ['Instant Food', 'Noodles & Pasta'], popular: true, emoji: '🍜', description: 'Two-minute masala noodles.' },
    { name: 'Atta Noodles (Pack of 4)', price: 7000, categories: ['Instant Food', 'Noodles & Pasta'], emoji: '🍜', description: 'Whole wheat noodles.' },
    { name: 'Cheesy Instant Pasta 70g', price: 7000, categories: ['Instant Food', 'Noodles & Pasta'], emoji: '🍝', description: 'Ready in 5 minutes.' },
    { name: 'Rajma Chawal Ready Meal 285g', price: 12900, categories: ['Instant Food', 'Ready to Eat'], description: 'Heat and eat.' },
    { name: 'Dal Makhani Ready Meal 300g', price: 14500, categories: ['Instant Food', 'Ready to Eat'], description: 'Heat and eat in 2 minutes.' },
    { name: 'Instant Upma Mix 200g', price: 6500, categories: ['Instant Food', 'Instant Mixes'], description: 'Just add hot water.' },
    { name: 'Gulab Jamun Mix 175g', price: 9900, categories: ['Instant Food', 'Instant Mixes'], description: 'Makes about 30 jamuns.' },
    { name: 'Frozen Aloo Tikki 400g', price: 14900, categories: ['Instant Food', 'Frozen Snacks'], emoji: '🧊', description: 'Fry from frozen.' },
    { name: 'Chicken Nuggets 450g', price: 27900, base: 32900, diet: 'Non-Vegetarian', categories: ['Instant Food', 'Frozen Snacks'], emoji: '🍗', description: 'Crispy frozen nuggets.' },
    { name: 'Corn Flakes 475g', price: 19900, base: 21500, categories: ['Instant Food', 'Breakfast Cereals'], emoji: '🥣', description: 'Crunchy corn flakes.' },
    { name: 'Rolled Oats 1kg', price: 19900, categories: ['Instant Food', 'Breakfast Cereals'], emoji: '🥣', description: 'Wholegrain oats.' },
    { name: 'Chocolate Muesli 500g', price: 34900, base: 44900, categories: ['Instant Food', 'Breakfast Cereals'], emoji: '🥣', description: 'With almonds and dark chocolate.' },
    // Beverages
    { name: 'Assam Tea 500g', price: 24900, base: 28000, categories: ['Beverages', 'Tea'], popular: true, emoji: '🍵', description: 'Strong CTC leaf tea.' },
    { name: 'Green Tea Bags (25)', price: 16500, categories: ['Beverages', 'Tea'], emoji: '🍵', description: 'Tulsi green tea.' },
    { name: 'Instant Coffee 100g', price: 32500, categories: ['Beverages', 'Coffee'], emoji: '☕', description: 'Rich instant coffee.' },
    { name: 'Filter Coffee Powder 500g', price: 27900, categories: ['Beverages', 'Coffee'], emoji: '☕', description: '80:20 coffee and chicory.' },
    { name: 'Cola 750ml', price: 4000, categories: ['Beverages', 'Soft Drinks'], emoji: '🥤', description: 'Chilled cola.' },
    { name: 'Jeera Masala Soda 250ml', price: 2000, categories: ['Beverages', 'Soft Drinks'], emoji: '🥤', description: 'Desi jeera soda.' },
    { name: 'Mixed Fruit Juice 1L', price: 11900, base: 13000, categories: ['Beverages', 'Juices'], emoji: '🧃', description: 'No added preservatives.' },
    { name: 'Tender Coconut Water 200ml', price: 5500, categories: ['Beverages', 'Juices'], emoji: '🥥', description: 'Packed coconut water.' },
    { name: 'Malt Health Drink 500g', price: 24900, categories: ['Beverages', 'Health Drinks'], description: 'Chocolate malt drink powder.' },
    { name: 'Rose Sharbat 750ml', price: 15900, categories: ['Beverages', 'Syrups & Sharbat'], emoji: '🌹', description: 'Summer cooler concentrate.' },
    { name: 'Packaged Drinking Water 1L', price: 2000, categories: ['Beverages'], emoji: '💧', description: 'Purified bottled water.' },
  ],
};

const khariBaoli: ShopDef = {
  name: 'Khari Baoli Masala & Dry Fruits',
  category: 'Grocery',
  owner: 'Mohit Aggarwal',
  productCategories: ['Spices & Masala', 'Dry Fruits & Nuts'],
  addressLine: '6512, Khari Baoli, Chandni Chowk',
  pincode: '110006',
  description: "Straight from Asia's largest spice market: whole spices, fresh-ground masalas and premium dry fruits.",
  hours: { ...daily('10:00', '20:00'), sun: [] },
  emoji: '🌶️',
  products: [
    // Spices & Masala
    { name: 'Turmeric Powder 200g', price: 6500, categories: ['Spices & Masala', 'Powdered Spices'], description: 'Lakadong haldi.' },
    { name: 'Iodised Salt 1kg', price: 2800, categories: ['Spices & Masala', 'Salt & Sugar'], description: 'Free-flowing table namak.' },
    { name: 'Rock Salt 500g', price: 4500, categories: ['Spices & Masala', 'Salt & Sugar'], description: 'Sendha namak for fasting days.' },
    { name: 'Sugar 1kg', price: 4900, categories: ['Spices & Masala', 'Salt & Sugar'], description: 'Fine white cheeni.' },
    { name: 'Jaggery Powder 500g', price: 7900, categories: ['Spices & Masala', 'Salt & Sugar'], description: 'Unrefined gur.' },
    { name: 'Kashmiri Red Chilli Powder 200g', price: 8500, categories: ['Spices & Masala', 'Powdered Spices'], emoji: '🌶️', description: 'Bright colour, mild heat.' },
    { name: 'Coriander Powder 200g', price: 5500, categories: ['Spices & Masala', 'Powdered Spices'], description: 'Freshly ground dhaniya.' },
    { name: 'Garam Masala 100g', price: 8900, categories: ['Spices & Masala', 'Masala Blends'], popular: true, description: 'House blend of 13 spices.' },
    { name: 'Chole Masala 100g', price: 7500, categories: ['Spices & Masala', 'Masala Blends'], description: 'For Pindi chole.' },
    { name: 'Kitchen King Masala 100g', price: 7900, categories: ['Spices & Masala', 'Masala Blends'], description: 'All-purpose sabzi masala.' },
    { name: 'Biryani Masala 50g', price: 6900, categories: ['Spices & Masala', 'Masala Blends'], description: 'Aromatic biryani spice mix.' },
    { name: 'Cumin Seeds (Jeera) 200g', price: 12900, base: 14900, categories: ['Spices & Masala', 'Whole Spices'], description: 'Bold Unjha jeera.' },
    { name: 'Black Pepper 100g', price: 14900, categories: ['Spices & Masala', 'Whole Spices'], description: 'Tellicherry peppercorns.' },
    { name: 'Green Cardamom 50g', price: 24900, base: 34900, categories: ['Spices & Masala', 'Whole Spices'], description: '8 mm bold elaichi.' },
    { name: 'Cloves 50g', price: 9900, categories: ['Spices & Masala', 'Whole Spices'], description: 'Hand-picked laung.' },
    { name: 'Kasuri Methi 50g', price: 4900, categories: ['Spices & Masala'], emoji: '🌿', description: 'Dried fenugreek leaves.' },
    { name: 'Asafoetida (Hing) 50g', price: 11900, categories: ['Spices & Masala'], description: 'Strong compounded hing.' },
    // Dry Fruits & Nuts
    { name: 'California Almonds 500g', price: 54900, base: 74900, categories: ['Dry Fruits & Nuts', 'Nuts'], popular: true, description: 'Crunchy whole almonds.' },
    { name: 'Cashews W320 500g', price: 59900, base: 69900, categories: ['Dry Fruits & Nuts', 'Nuts'], description: 'Whole Goa cashews.' },
    { name: 'Walnut Kernels 250g', price: 44900, categories: ['Dry Fruits & Nuts', 'Nuts'], description: 'Kashmiri light halves.' },
    { name: 'Salted Pistachios 200g', price: 39900, categories: ['Dry Fruits & Nuts', 'Nuts'], description: 'Roasted in-shell pista.' },
    { name: 'Golden Raisins 250g', price: 14900, categories: ['Dry Fruits & Nuts', 'Dried Fruits'], emoji: '🍇', description: 'Seedless kishmish.' },
    { name: 'Medjool Dates 500g', price: 69900, categories: ['Dry Fruits & Nuts', 'Dried Fruits'], description: 'Large, soft dates.' },
    { name: 'Dried Figs (Anjeer) 250g', price: 39900, categories: ['Dry Fruits & Nuts', 'Dried Fruits'], inStock: false, description: 'Afghani anjeer.' },
    { name: 'Dried Apricots 200g', price: 29900, categories: ['Dry Fruits & Nuts', 'Dried Fruits'], description: 'Turkish apricots.' },
    { name: 'Chia Seeds 200g', price: 14900, categories: ['Dry Fruits & Nuts', 'Seeds'], description: 'Rich in omega-3.' },
    { name: 'Pumpkin Seeds 200g', price: 24900, base: 29900, categories: ['Dry Fruits & Nuts', 'Seeds'], description: 'Raw, unsalted.' },
    { name: 'Flax Seeds 250g', price: 7900, categories: ['Dry Fruits & Nuts', 'Seeds'], description: 'Roasted alsi.' },
    { name: 'Phool Makhana 250g', price: 29900, categories: ['Dry Fruits & Nuts'], description: 'Large-size fox nuts.' },
  ],
};

const dailyNeeds: ShopDef = {
  name: 'Daily Needs Supermart',
  category: 'Grocery',
  owner: 'Priya Nair',
  productCategories: ['Household Items', 'Personal Care', 'Baby Care'],
  addressLine: 'Plot 9, Sector 6 Market, Dwarka',
  pincode: '110075',
  description: 'Cleaning supplies, toiletries and baby care at everyday low prices.',
  hours: daily('09:00', '22:00'),
  emoji: '🧴',
  products: [
    // Household Items
    { name: 'Detergent Powder 1kg', price: 13900, base: 15500, categories: ['Household Items', 'Detergents'], popular: true, emoji: '🧺', description: 'For bright, clean clothes.' },
    { name: 'Liquid Detergent 1L', price: 22900, base: 29900, categories: ['Household Items', 'Detergents'], emoji: '🧺', description: 'For top and front load machines.' },
    { name: 'Dishwash Bar (Pack of 3)', price: 6000, categories: ['Household Items', 'Dishwash'], emoji: '🍽️', description: 'Lemon-powered grease cutter.' },
    { name: 'Dishwash Gel 750ml', price: 16900, categories: ['Household Items', 'Dishwash'], emoji: '🍽️', description: 'Concentrated gel.' },
    { name: 'Floor Cleaner 1L', price: 19900, categories: ['Household Items', 'Cleaning'], emoji: '🧽', description: 'Pine fragrance disinfectant.' },
    { name: 'Toilet Cleaner 1L', price: 17900, categories: ['Household Items', 'Cleaning'], emoji: '🧽', description: 'Thick liquid, kills 99.9% germs.' },
    { name: 'Glass Cleaner 500ml', price: 11900, categories: ['Household Items', 'Cleaning'], emoji: '🧽', description: 'Streak-free shine.' },
    { name: 'Garbage Bags Medium (30)', price: 9900, categories: ['Household Items', 'Kitchen Essentials'], description: 'Biodegradable bags.' },
    { name: 'Aluminium Foil 9m', price: 10900, categories: ['Household Items', 'Kitchen Essentials'], description: 'Food-grade foil.' },
    { name: 'Kitchen Towel Rolls (2)', price: 14900, categories: ['Household Items', 'Kitchen Essentials'], emoji: '🧻', description: 'Absorbent 2-ply towels.' },
    { name: 'Agarbatti (100 sticks)', price: 5000, categories: ['Household Items', 'Pooja Needs'], description: 'Sandal fragrance.' },
    { name: 'Safety Matches (10 boxes)', price: 2000, categories: ['Household Items'], noImage: true, description: 'Household matchboxes.' },
    // Personal Care
    { name: 'Neem Soap (Pack of 4)', price: 14000, base: 16000, categories: ['Personal Care', 'Bath & Body'], emoji: '🧼', description: 'Neem and tulsi soap.' },
    { name: 'Sandalwood Soap 125g', price: 5500, categories: ['Personal Care', 'Bath & Body'], emoji: '🧼', description: 'Classic sandal soap.' },
    { name: 'Body Wash 250ml', price: 19900, categories: ['Personal Care', 'Bath & Body'], description: 'Moisturising shower gel.' },
    { name: 'Hand Wash Refill 750ml', price: 9900, categories: ['Personal Care', 'Bath & Body'], description: 'Germ protection.' },
    { name: 'Anti-Dandruff Shampoo 340ml', price: 32900, base: 42900, categories: ['Personal Care', 'Hair Care'], description: 'With zinc pyrithione.' },
    { name: 'Coconut Hair Oil 300ml', price: 14900, categories: ['Personal Care', 'Hair Care'], emoji: '🥥', description: 'Pure coconut oil.' },
    { name: 'Herbal Toothpaste 200g', price: 11900, categories: ['Personal Care', 'Oral Care'], emoji: '🪥', description: 'With clove and neem.' },
    { name: 'Soft Toothbrush (Pack of 4)', price: 9900, categories: ['Personal Care', 'Oral Care'], emoji: '🪥', description: 'Soft bristles.' },
    { name: 'Aloe Vera Gel 150ml', price: 17900, categories: ['Personal Care', 'Skin Care'], description: 'Soothing gel.' },
    { name: 'Sunscreen SPF 50 50g', price: 39900, base: 49900, categories: ['Personal Care', 'Skin Care'], emoji: '☀️', description: 'Broad spectrum, matte finish.' },
    { name: 'Sanitary Pads XL (30)', price: 34900, categories: ['Personal Care', 'Feminine Hygiene'], description: 'Ultra-thin with wings.' },
    // Baby Care
    { name: 'Baby Diapers Medium (56)', price: 79900, base: 109900, categories: ['Baby Care', 'Diapers'], popular: true, emoji: '👶', description: 'Up to 12 hours dry.' },
    { name: 'Baby Diapers Small (42)', price: 59900, categories: ['Baby Care', 'Diapers'], emoji: '👶', description: 'For 4–8 kg.' },
    { name: 'Pant Diapers Large (44)', price: 89900, categories: ['Baby Care', 'Diapers'], inStock: false, emoji: '👶', description: 'For 9–14 kg.' },
    { name: 'Baby Wipes (72)', price: 19900, base: 24900, categories: ['Baby Care', 'Wipes'], description: 'Water-based, fragrance free.' },
    { name: 'Wheat Apple Baby Cereal 300g', price: 28900, categories: ['Baby Care', 'Baby Food'], emoji: '🥣', description: 'From 6 months.' },
    { name: 'Infant Formula Stage 1 400g', price: 44900, categories: ['Baby Care', 'Baby Food'], emoji: '🍼', description: 'Up to 6 months.' },
    { name: 'Baby Massage Oil 200ml', price: 22900, categories: ['Baby Care', 'Bath & Skin'], description: 'With almond oil.' },
    { name: 'Baby Shampoo 200ml', price: 19900, categories: ['Baby Care', 'Bath & Skin'], description: 'No tears formula.' },
    { name: 'Baby Lotion 200ml', price: 21900, categories: ['Baby Care', 'Bath & Skin'], description: 'Gentle moisturiser.' },
    { name: 'Baby Powder 200g', price: 15900, categories: ['Baby Care', 'Bath & Skin'], description: 'Talc-free.' },
    { name: 'Feeding Bottle 250ml', price: 29900, categories: ['Baby Care', 'Feeding'], emoji: '🍼', description: 'BPA-free bottle.' },
  ],
};

// ---------------------------------------------------------------- bakeries, juiceries, pharmacy, others

const ovenFresh: ShopDef = {
  name: 'Oven Fresh Bakers',
  category: 'Bakery',
  owner: 'Simran Kaur',
  productCategories: ['Cakes', 'Pastries', 'Breads', 'Savouries'],
  addressLine: 'M-22, M Block Market, Greater Kailash I',
  pincode: '110048',
  description: 'Celebration cakes, pastries and artisanal breads baked every morning.',
  hours: daily('09:00', '22:00'),
  emoji: '🎂',
  products: [
    { name: 'Black Forest Cake 500g', price: 49900, base: 59900, diet: 'Egg', categories: ['Cakes'], popular: true, emoji: '🎂', description: 'Chocolate sponge, cream and cherries.' },
    { name: 'Eggless Pineapple Cake 500g', price: 44900, categories: ['Cakes'], emoji: '🎂', description: 'Light pineapple cream cake.' },
    { name: 'Plum Cake 400g', price: 34900, base: 39900, diet: 'Egg', categories: ['Cakes'], inStock: false, emoji: '🍰', description: 'Rum-soaked Christmas plum cake.' },
    { name: 'Red Velvet Pastry', price: 12900, diet: 'Egg', categories: ['Pastries'], emoji: '🍰', description: 'With cream cheese frosting.' },
    { name: 'Chocolate Truffle Pastry', price: 11900, diet: 'Egg', categories: ['Pastries'], emoji: '🍰', description: 'Dark chocolate ganache.' },
    { name: 'Chicken Puff', price: 5500, diet: 'Non-Vegetarian', categories: ['Savouries'], emoji: '🥐', description: 'Flaky puff with spicy chicken.' },
    { name: 'Veg Puff', price: 3500, categories: ['Savouries'], emoji: '🥐', description: 'Potato and pea filling.' },
    { name: 'Egg Puff', price: 4000, diet: 'Egg', categories: ['Savouries'], emoji: '🥐', description: 'Half a boiled egg in masala.' },
    { name: 'Garlic Bread Loaf', price: 8900, categories: ['Breads'], emoji: '🥖', description: 'Herb and garlic loaf.' },
    { name: 'Multigrain Sourdough', price: 19900, categories: ['Breads'], emoji: '🍞', description: 'Naturally leavened, 48-hour ferment.' },
    { name: 'Choco Chip Cookies 250g', price: 17900, diet: 'Egg', categories: ['Cookies'], emoji: '🍪', description: 'Chewy cookies with dark chocolate chips.' },
    { name: 'Almond Biscotti 200g', price: 22900, categories: ['Cookies'], emoji: '🍪', description: 'Twice-baked, eggless.' },
  ],
};

const daryaganjBakeHouse: ShopDef = {
  name: 'Daryaganj Bake House',
  category: 'Bakery',
  owner: 'Farhan Siddiqui',
  productCategories: ['Breads', 'Rusks', 'Cakes', 'Savouries'],
  addressLine: '4/19, Netaji Subhash Marg, Daryaganj',
  pincode: '110002',
  description: 'An old-Delhi bakery: fruit buns, patties, rusks and nankhatai straight out of the bhatti.',
  hours: daily('07:30', '21:00'),
  emoji: '🥐',
  products: [
    { name: 'Fruit Bun', price: 3000, categories: ['Breads'], emoji: '🍞', description: 'Soft bun with tutti-frutti.' },
    { name: 'Milk Bread 450g', price: 6000, categories: ['Breads'], emoji: '🍞', description: 'Soft, slightly sweet.' },
    { name: 'Butter Croissant', price: 9900, diet: 'Egg', categories: ['Breads'], emoji: '🥐', description: 'All-butter, laminated by hand.' },
    { name: 'Cream Roll', price: 3500, categories: ['Pastries'], description: 'Flaky roll with vanilla cream.' },
    { name: 'Chicken Patty', price: 6000, diet: 'Non-Vegetarian', categories: ['Savouries'], description: 'Peppery chicken filling.' },
    { name: 'Paneer Patty', price: 5000, categories: ['Savouries'], description: 'Spiced paneer filling.' },
    { name: 'Atta Rusk 400g', price: 8900, categories: ['Rusks'], description: 'Whole wheat rusk.' },
    { name: 'Coconut Cookies 250g', price: 12900, categories: ['Cookies'], emoji: '🍪', description: 'Crunchy coconut biscuits.' },
    { name: 'Nankhatai 250g', price: 14900, categories: ['Cookies'], popular: true, emoji: '🍪', description: 'Ghee and cardamom shortbread.' },
    { name: 'Walnut Brownie', price: 8900, base: 9900, diet: 'Egg', categories: ['Cakes'], emoji: '🍫', description: 'Fudgy brownie with walnuts.' },
    { name: 'Vanilla Cupcake', price: 5000, diet: 'Egg', categories: ['Cakes'], emoji: '🧁', description: 'With buttercream swirl.' },
    { name: 'Dilkhush', price: 6500, categories: ['Pastries'], description: 'Sweet bread stuffed with coconut and tutti-frutti.' },
  ],
};

const juiceJunction: ShopDef = {
  name: 'Juice Junction',
  category: 'Juicery',
  owner: 'Rohit Verma',
  productCategories: ['Fresh Juices', 'Shakes', 'Detox'],
  addressLine: '58, Bungalow Road, Kamla Nagar',
  pincode: '110007',
  description: 'Cold-pressed and fresh juices, thick shakes and detox blends, squeezed to order.',
  hours: daily('08:00', '23:00'),
  emoji: '🧃',
  products: [
    { name: 'Fresh Orange Juice', price: 8900, categories: ['Fresh Juices'], emoji: '🍊', description: '350 ml, no sugar added.' },
    { name: 'Mosambi Juice', price: 6900, categories: ['Fresh Juices'], popular: true, emoji: '🍋', description: 'Sweet lime, 350 ml.' },
    { name: 'Watermelon Juice', price: 6900, categories: ['Fresh Juices'], emoji: '🍉', description: 'With a pinch of black salt.' },
    { name: 'Pineapple Juice', price: 7900, categories: ['Fresh Juices'], emoji: '🍍', description: 'Fresh pineapple, 350 ml.' },
    { name: 'Pomegranate Juice', price: 11900, categories: ['Fresh Juices'], description: 'Pure anar juice.' },
    { name: 'ABC Juice (Apple Beetroot Carrot)', price: 9900, categories: ['Detox'], emoji: '🥕', description: 'The classic glow juice.' },
    { name: 'Banana Shake', price: 7900, categories: ['Shakes'], emoji: '🍌', description: 'Banana, milk and honey.' },
    { name: 'Mango Shake', price: 9900, categories: ['Shakes'], inStock: false, emoji: '🥭', description: 'Seasonal: back with the mangoes.' },
    { name: 'Chocolate Shake', price: 10900, categories: ['Shakes'], emoji: '🍫', description: 'Thick chocolate shake.' },
    { name: 'Cold Coffee with Ice Cream', price: 9900, categories: ['Shakes'], emoji: '🧋', description: 'Topped with a vanilla scoop.' },
    { name: 'Oreo Shake', price: 12900, base: 14900, categories: ['Shakes'], emoji: '🥤', description: 'Cookies and cream.' },
  ],
};

const greenSip: ShopDef = {
  name: 'Green Sip Juice Bar',
  category: 'Juicery',
  owner: 'Ananya Bose',
  productCategories: ['Detox', 'Smoothies', 'Coolers'],
  addressLine: 'A-12, Vishal Enclave, Rajouri Garden',
  pincode: '110027',
  description: 'Smoothies, desi coolers and detox shots for Delhi summers.',
  hours: daily('07:00', '21:00'),
  emoji: '🥤',
  products: [
    { name: 'Green Detox Juice', price: 14900, categories: ['Detox'], emoji: '🥒', description: 'Cucumber, spinach, apple and mint.' },
    { name: 'Amla Ginger Shot', price: 6900, categories: ['Detox'], description: '60 ml immunity shot.' },
    { name: 'Sugarcane Juice', price: 4900, categories: ['Coolers'], popular: true, description: 'With lemon and ginger.' },
    { name: 'Nimbu Pani', price: 3900, categories: ['Coolers'], emoji: '🍋', description: 'Sweet and salty lemonade.' },
    { name: 'Jaljeera', price: 3900, categories: ['Coolers'], description: 'Cumin and mint cooler.' },
    { name: 'Aam Panna', price: 5900, categories: ['Coolers'], emoji: '🥭', description: 'Raw mango cooler.' },
    { name: 'Fresh Coconut Water', price: 6900, categories: ['Coolers'], emoji: '🥥', description: 'Served in the shell.' },
    { name: 'Kiwi Mint Cooler', price: 12900, categories: ['Coolers'], emoji: '🥝', description: 'Kiwi, mint and soda.' },
    { name: 'Berry Blast Smoothie', price: 17900, base: 19900, categories: ['Smoothies'], emoji: '🫐', description: 'Strawberry, blueberry and yoghurt.' },
    { name: 'Banana Oats Smoothie', price: 14900, categories: ['Smoothies'], emoji: '🍌', description: 'Breakfast in a glass.' },
    { name: 'Protein Power Smoothie', price: 19900, base: 26900, categories: ['Smoothies'], emoji: '💪', description: 'Peanut butter, banana and whey.' },
  ],
};

const sehatMedicos: ShopDef = {
  name: 'Sehat Medicos',
  category: 'Pharmacy',
  owner: 'Dr. Alok Saxena',
  productCategories: ['Medicines', 'Wellness', 'First Aid'],
  addressLine: '21/4, East Patel Nagar Main Road',
  pincode: '110008',
  description: 'Licensed chemist with OTC medicines, wellness and first-aid essentials.',
  hours: daily('08:00', '23:00'),
  emoji: '💊',
  products: [
    { name: 'Paracetamol 500mg (15 Tablets)', price: 3000, categories: ['Medicines', 'Fever & Pain'], popular: true, emoji: '💊', description: 'For fever and mild pain.' },
    { name: 'Cetirizine 10mg (10 Tablets)', price: 2500, categories: ['Medicines', 'Allergy'], emoji: '💊', description: 'Antihistamine.' },
    { name: 'Antacid Chewable Tablets (20)', price: 4500, categories: ['Medicines', 'Digestion'], emoji: '💊', description: 'Mint flavour.' },
    { name: 'ORS Orange Sachets (Pack of 5)', price: 10000, categories: ['Wellness', 'Hydration'], description: 'WHO-formula electrolytes.' },
    { name: 'Vitamin C Chewable (60)', price: 19900, base: 24900, categories: ['Wellness', 'Vitamins'], emoji: '🍊', description: '500 mg, orange flavour.' },
    { name: 'Digital Thermometer', price: 19900, categories: ['Devices'], emoji: '🌡️', description: 'Fast 10-second reading.' },
    { name: 'Antiseptic Liquid 250ml', price: 12900, categories: ['First Aid'], emoji: '🩹', description: 'For cuts and wounds.' },
    { name: 'Bandage Strips (100)', price: 14900, categories: ['First Aid'], emoji: '🩹', description: 'Washproof strips.' },
    { name: 'Cotton Roll 100g', price: 7500, categories: ['First Aid'], noImage: true, description: 'Absorbent cotton.' },
    { name: 'N95 Mask (Pack of 5)', price: 24900, base: 49900, categories: ['Wellness', 'Protection'], emoji: '😷', description: 'Five-layer filtration.' },
    { name: 'Hand Sanitizer 500ml', price: 15000, categories: ['Wellness', 'Protection'], emoji: '🧴', description: '70% alcohol.' },
    { name: 'Pain Relief Spray 55g', price: 19500, categories: ['Medicines', 'Fever & Pain'], description: 'For sprains and back pain.' },
  ],
};

const shubhPuja: ShopDef = {
  name: 'Shubh Puja Samagri & Flowers',
  category: 'Others',
  owner: 'Geeta Mishra',
  productCategories: ['Puja Items', 'Flowers', 'Gifts'],
  addressLine: 'Shop 17, Kalkaji Mandir Marg, Kalkaji',
  pincode: '110019',
  description: 'Fresh flowers, garlands, puja samagri and festive gifting.',
  hours: daily('06:00', '21:00'),
  emoji: '🌼',
  products: [
    { name: 'Marigold Garland', price: 4900, categories: ['Flowers'], popular: true, emoji: '🌼', description: 'Fresh genda phool mala, 1.5 m.' },
    { name: 'Rose Bouquet (12 Stems)', price: 49900, base: 59900, categories: ['Flowers', 'Gifts'], emoji: '🌹', description: 'Red roses, hand-tied.' },
    { name: 'Brass Diya (Pack of 2)', price: 19900, categories: ['Puja Items'], emoji: '🪔', description: 'Polished brass diyas.' },
    { name: 'Pure Camphor 100g', price: 14900, categories: ['Puja Items'], description: 'Bhimseni kapur.' },
    { name: 'Sandalwood Agarbatti', price: 7900, categories: ['Puja Items'], description: '120 sticks.' },
    { name: 'Dhoop Cones (Pack of 20)', price: 5900, categories: ['Puja Items'], description: 'Guggal dhoop.' },
    { name: 'Puja Thali Set', price: 59900, base: 79900, categories: ['Puja Items', 'Gifts'], emoji: '🪔', description: 'Seven-piece steel and brass thali.' },
    { name: 'Kalava Thread', price: 1500, categories: ['Puja Items'], noImage: true, description: 'Sacred red and yellow thread.' },
    { name: 'Dry Fruit Gift Hamper', price: 149900, categories: ['Gifts'], emoji: '🎁', description: 'Almonds, cashews and raisins in a wooden box.' },
    { name: 'Scented Candles (Set of 3)', price: 29900, categories: ['Gifts'], emoji: '🕯️', description: 'Jasmine, rose and sandalwood.' },
  ],
};

/** Every shop, in insertion order; the first belongs to the demo seller. */
export const DEMO_SHOPS: ShopDef[] = [
  punjabDaDhaba,
  biryaniDarbar,
  udupiTiffinHouse,
  dragonWok,
  pizzaAdda,
  mughalZaika,
  chaatChaupal,
  mithaas,
  kolkataKitchen,
  momoMantra,
  sharmaGeneralStore,
  freshBasket,
  guptaDairy,
  modernBazaar,
  khariBaoli,
  dailyNeeds,
  ovenFresh,
  daryaganjBakeHouse,
  juiceJunction,
  greenSip,
  sehatMedicos,
  shubhPuja,
];

/** Pictures for products that name no emoji: the first matching word wins, then the category, then the shop's. */
export const EMOJI_BY_WORD: [RegExp, string][] = [
  [/\b(paneer|cheese|tofu)\b/i, '🧀'],
  [/\bbiryani\b/i, '🍲'],
  [/\b(chicken|kebab|tikka)\b/i, '🍗'],
  [/\b(mutton|nihari|mangsho|rogan)\b/i, '🍖'],
  [/\b(fish|macher|bhetki)\b/i, '🐟'],
  [/\beggs?\b/i, '🥚'],
  [/\b(dosa|uttapam|idli|vada)\b/i, '🥞'],
  [/\b(naan|roti|kulcha|kulche|paratha|sheermal|bread|pav|bun)\b/i, '🫓'],
  [/\b(rice|pongal)\b/i, '🍚'],
  [/\b(dal|rajma|chana|chole)\b/i, '🍛'],
  [/\b(noodles?|chowmein|thukpa)\b/i, '🍜'],
  [/\bmomos?\b/i, '🥟'],
  [/\b(ladoo|katli|jamun|rasgulla|rosogolla|halwa|phirni|meetha|tukda|jalebi|soan|rasmalai)\b/i, '🍬'],
  [/\bcoffee\b/i, '☕'],
  [/\b(tea|chai)\b/i, '🍵'],
  [/\b(juice|shake|smoothie|lassi|cooler)\b/i, '🥤'],
  [/\b(oil|ghee)\b/i, '🫙'],
  [/\b(atta|maida|besan|sooji|flour)\b/i, '🌾'],
  [/\b(chips|nachos)\b/i, '🍿'],
  [/\b(almonds?|cashews?|walnuts?|pistachios|seeds|makhana)\b/i, '🥜'],
  [/\b(cake|pastry|brownie|muffins?|cupcake)\b/i, '🍰'],
  [/\b(cookies|biscuits|rusk|nankhatai|biscotti)\b/i, '🍪'],
  [/\b(ice cream|kulfi)\b/i, '🍦'],
  [/\b(soap|shampoo|lotion|wash|gel)\b/i, '🧴'],
  [/\b(diapers?|baby)\b/i, '👶'],
  [/\b(masala|powder|cumin|pepper|cardamom|cloves|hing)\b/i, '🌶️'],
  [/\b(tablets?|capsules?|syrup)\b/i, '💊'],
  [/\b(agarbatti|dhoop|camphor|diya|kalava)\b/i, '🪔'],
];

export const EMOJI_BY_CATEGORY: Record<string, string> = {
  Vegetables: '🥕',
  Fruits: '🍎',
  'Dairy & Eggs': '🥛',
  Rice: '🍚',
  'Atta & Dal': '🌾',
  'Oils & Ghee': '🫙',
  'Snacks & Namkeens': '🍿',
  'Bakery & Biscuits': '🍞',
  'Instant Food': '🍜',
  Beverages: '🥤',
  'Spices & Masala': '🌶️',
  'Dry Fruits & Nuts': '🥜',
  'Household Items': '🧹',
  'Personal Care': '🧴',
  'Ice Creams': '🍦',
  'Baby Care': '👶',
  Chaat: '🥙',
  Sweets: '🍬',
  Desserts: '🍮',
  Tibetan: '🥟',
  Bengali: '🍛',
  Medicines: '💊',
  Wellness: '🌿',
  'First Aid': '🩹',
  'Puja Items': '🪔',
  Flowers: '💐',
  Gifts: '🎁',
};

/** Generated sellers' phones count up from the demo seller's. */
export const FIRST_SELLER_PHONE = 9_000_000_001;

// Word lists the city generator combines into shop and product names, by shop category.
import type { ShopCategory } from '@nukkad/contracts';

export const LOCALITIES = [
  'Lajpat Nagar', 'Karol Bagh', 'Rajouri Garden', 'Saket', 'Malviya Nagar', 'Hauz Khas', 'Greater Kailash', 'Kalkaji',
  'Dwarka', 'Janakpuri', 'Vikaspuri', 'Pitampura', 'Rohini', 'Shalimar Bagh', 'Model Town', 'Kamla Nagar', 'Chandni Chowk',
  'Daryaganj', 'Paharganj', 'Connaught Place', 'Patel Nagar', 'Punjabi Bagh', 'Tilak Nagar', 'Uttam Nagar', 'Mayur Vihar',
  'Laxmi Nagar', 'Preet Vihar', 'Shahdara', 'Vasant Kunj', 'Munirka', 'Green Park', 'Defence Colony', 'Nehru Place', 'Okhla',
];

export const OWNER_NAMES = [
  'Sharma', 'Gupta', 'Agarwal', 'Bansal', 'Verma', 'Singh', 'Kapoor', 'Malhotra', 'Arora', 'Khanna', 'Chawla', 'Sethi',
  'Bhatia', 'Jain', 'Mittal', 'Goyal', 'Yadav', 'Chauhan', 'Rawat', 'Negi', 'Iyer', 'Nair', 'Reddy', 'Das', 'Ghosh', 'Khan',
  'Qureshi', 'Siddiqui', 'Mehta', 'Shah',
];

export const SHOP_NAME_PARTS: Record<ShopCategory, { prefixes: string[]; suffixes: string[] }> = {
  Restaurant: {
    prefixes: ['Punjabi', 'Royal', 'Shree', 'Delhi', 'Old', 'New', 'Desi', 'Swad', 'Zaika', 'Amritsari', 'Lucknowi', 'Hyderabadi', 'Udupi', 'Madras', 'Bombay', 'Kolkata', 'Tandoori', 'Mughlai', 'Dragon', 'Chowringhee'],
    suffixes: ['Dhaba', 'Rasoi', 'Kitchen', 'Bhojanalaya', 'Biryani House', 'Tiffin Centre', 'Dosa Corner', 'Momos Point', 'Chaat Bhandar', 'Darbar', 'Zaika', 'Food Junction', 'Thali House', 'Cafe', 'Wok', 'Tandoor'],
  },
  Grocery: {
    prefixes: ['Fresh', 'Daily', 'Apna', 'Sabka', 'Shree Balaji', 'Jai Mata Di', 'Annapurna', 'Green', 'Nukkad', 'City'],
    suffixes: ['Kirana Store', 'General Store', 'Provision Store', 'Super Mart', 'Mart', 'Bazaar', 'Departmental Store', 'Fresh Basket'],
  },
  Pharmacy: {
    prefixes: ['Apollo', 'Life Care', 'Jan', 'Sanjivani', 'Wellness', 'Health Plus', 'Shiv', 'Krishna', 'Care', 'MedPlus'],
    suffixes: ['Pharmacy', 'Chemist', 'Medical Store', 'Medicos', 'Drug House'],
  },
  Bakery: {
    prefixes: ['Wenger', 'Elite', 'Bake House', 'Sugar', 'Cake', 'Monginis', 'Oven', 'Daily Bread', 'Krishna', 'Sweet'],
    suffixes: ['Bakery', 'Bakers', 'Cake Shop', 'Patisserie', 'Bake Studio'],
  },
  Juicery: {
    prefixes: ['Fresh', 'Juice', 'Shake', 'Keventers', 'Ganesh', 'Amrit', 'Cool', 'Mango'],
    suffixes: ['Juice Corner', 'Juice Centre', 'Shake Point', 'Juice Bar', 'Sugarcane Point'],
  },
  Others: {
    prefixes: ['Sharma', 'Variety', 'Modern', 'Shubh', 'Lucky', 'Bharat', 'National'],
    suffixes: ['Stationers', 'Gift Centre', 'Pooja Samagri', 'Home Needs', 'Hardware Store', 'General Traders'],
  },
};

/** Restaurant dishes: name, cuisine, course, diet (V, E, N). */
export const DISHES: [string, string, string, 'V' | 'E' | 'N'][] = [
  ['Paneer Butter Masala', 'North Indian', 'Main Course', 'V'], ['Kadai Paneer', 'North Indian', 'Main Course', 'V'],
  ['Shahi Paneer', 'North Indian', 'Main Course', 'V'], ['Palak Paneer', 'North Indian', 'Main Course', 'V'],
  ['Paneer Tikka', 'North Indian', 'Starters', 'V'], ['Malai Kofta', 'North Indian', 'Main Course', 'V'],
  ['Dal Makhani', 'North Indian', 'Main Course', 'V'], ['Dal Tadka', 'North Indian', 'Main Course', 'V'],
  ['Rajma Chawal', 'North Indian', 'Main Course', 'V'], ['Chole Bhature', 'North Indian', 'Breakfast', 'V'],
  ['Aloo Paratha', 'North Indian', 'Breakfast', 'V'], ['Gobhi Paratha', 'North Indian', 'Breakfast', 'V'],
  ['Butter Chicken', 'North Indian', 'Main Course', 'N'], ['Chicken Tikka', 'North Indian', 'Starters', 'N'],
  ['Tandoori Chicken', 'North Indian', 'Starters', 'N'], ['Chicken Curry', 'North Indian', 'Main Course', 'N'],
  ['Mutton Rogan Josh', 'Mughlai', 'Main Course', 'N'], ['Mutton Korma', 'Mughlai', 'Main Course', 'N'],
  ['Chicken Biryani', 'Biryani', 'Main Course', 'N'], ['Mutton Biryani', 'Biryani', 'Main Course', 'N'],
  ['Veg Biryani', 'Biryani', 'Main Course', 'V'], ['Egg Biryani', 'Biryani', 'Main Course', 'E'],
  ['Seekh Kebab', 'Mughlai', 'Starters', 'N'], ['Galouti Kebab', 'Mughlai', 'Starters', 'N'],
  ['Butter Naan', 'North Indian', 'Breads', 'V'], ['Garlic Naan', 'North Indian', 'Breads', 'V'],
  ['Tandoori Roti', 'North Indian', 'Breads', 'V'], ['Lachha Paratha', 'North Indian', 'Breads', 'V'],
  ['Jeera Rice', 'North Indian', 'Rice', 'V'], ['Veg Pulao', 'North Indian', 'Rice', 'V'],
  ['Masala Dosa', 'South Indian', 'Dosa', 'V'], ['Mysore Masala Dosa', 'South Indian', 'Dosa', 'V'],
  ['Rava Dosa', 'South Indian', 'Dosa', 'V'], ['Idli Sambar', 'South Indian', 'Idli & Vada', 'V'],
  ['Medu Vada', 'South Indian', 'Idli & Vada', 'V'], ['Onion Uttapam', 'South Indian', 'Uttapam', 'V'],
  ['Lemon Rice', 'South Indian', 'Rice', 'V'], ['Curd Rice', 'South Indian', 'Rice', 'V'],
  ['Filter Coffee', 'South Indian', 'Beverages', 'V'], ['Egg Dosa', 'South Indian', 'Dosa', 'E'],
  ['Veg Hakka Noodles', 'Chinese', 'Noodles', 'V'], ['Chicken Hakka Noodles', 'Chinese', 'Noodles', 'N'],
  ['Veg Fried Rice', 'Chinese', 'Rice', 'V'], ['Egg Fried Rice', 'Chinese', 'Rice', 'E'],
  ['Chilli Paneer', 'Chinese', 'Starters', 'V'], ['Chilli Chicken', 'Chinese', 'Starters', 'N'],
  ['Veg Manchurian', 'Chinese', 'Starters', 'V'], ['Honey Chilli Potato', 'Chinese', 'Starters', 'V'],
  ['Veg Momos', 'Chinese', 'Momos', 'V'], ['Chicken Momos', 'Chinese', 'Momos', 'N'],
  ['Paneer Momos', 'Chinese', 'Momos', 'V'], ['Hot and Sour Soup', 'Chinese', 'Soups', 'V'],
  ['Margherita Pizza', 'Pizza', 'Pizza', 'V'], ['Farmhouse Pizza', 'Pizza', 'Pizza', 'V'],
  ['Paneer Tikka Pizza', 'Pizza', 'Pizza', 'V'], ['Chicken Pepperoni Pizza', 'Pizza', 'Pizza', 'N'],
  ['Aloo Tikki Burger', 'Fast Food', 'Burgers', 'V'], ['Chicken Burger', 'Fast Food', 'Burgers', 'N'],
  ['French Fries', 'Fast Food', 'Sides', 'V'], ['Veg Sandwich', 'Fast Food', 'Sandwiches', 'V'],
  ['Pav Bhaji', 'Street Food', 'Chaat', 'V'], ['Vada Pav', 'Street Food', 'Chaat', 'V'],
  ['Pani Puri', 'Street Food', 'Chaat', 'V'], ['Papdi Chaat', 'Street Food', 'Chaat', 'V'],
  ['Dahi Bhalla', 'Street Food', 'Chaat', 'V'], ['Aloo Tikki Chaat', 'Street Food', 'Chaat', 'V'],
  ['Samosa', 'Street Food', 'Snacks', 'V'], ['Kachori', 'Street Food', 'Snacks', 'V'],
  ['Veg Thali', 'North Indian', 'Thali', 'V'], ['Rajasthani Thali', 'Rajasthani', 'Thali', 'V'],
  ['Dal Baati Churma', 'Rajasthani', 'Main Course', 'V'], ['Gatte Ki Sabzi', 'Rajasthani', 'Main Course', 'V'],
  ['Fish Curry', 'Bengali', 'Main Course', 'N'], ['Kosha Mangsho', 'Bengali', 'Main Course', 'N'],
  ['Egg Curry', 'North Indian', 'Main Course', 'E'], ['Masala Omelette', 'Fast Food', 'Breakfast', 'E'],
  ['Gulab Jamun', 'Desserts', 'Desserts', 'V'], ['Rasmalai', 'Desserts', 'Desserts', 'V'],
  ['Malai Kulfi', 'Desserts', 'Desserts', 'V'], ['Gajar Ka Halwa', 'Desserts', 'Desserts', 'V'],
  ['Phirni', 'Desserts', 'Desserts', 'V'], ['Rabri Jalebi', 'Desserts', 'Desserts', 'V'],
  ['Sweet Lassi', 'Beverages', 'Beverages', 'V'], ['Masala Chai', 'Beverages', 'Beverages', 'V'],
  ['Cold Coffee', 'Beverages', 'Beverages', 'V'], ['Fresh Lime Soda', 'Beverages', 'Beverages', 'V'],
];
export const DISH_VARIANTS = ['', ' (Half)', ' (Full)', ' Combo', ' Special', ' Family Pack', ' (Jain)', ' Mini'];

/** Grocery items: name, grocery category, sub-category, sizes. */
export const GROCERY_ITEMS: [string, string, string, string[]][] = [
  ['Onion', 'Vegetables', 'Daily Veggies', ['500g', '1kg', '2kg']], ['Potato', 'Vegetables', 'Daily Veggies', ['500g', '1kg', '2kg']],
  ['Tomato', 'Vegetables', 'Daily Veggies', ['500g', '1kg']], ['Spinach Bunch', 'Vegetables', 'Leafy Greens', ['250g']],
  ['Coriander Bunch', 'Vegetables', 'Leafy Greens', ['100g']], ['Bhindi', 'Vegetables', 'Daily Veggies', ['250g', '500g']],
  ['Cauliflower', 'Vegetables', 'Daily Veggies', ['1 pc']], ['Green Chilli', 'Vegetables', 'Daily Veggies', ['100g']],
  ['Banana Robusta', 'Fruits', 'Daily Fruits', ['6 pcs', '12 pcs']], ['Apple Shimla', 'Fruits', 'Daily Fruits', ['500g', '1kg']],
  ['Alphonso Mango', 'Fruits', 'Seasonal', ['1kg']], ['Papaya', 'Fruits', 'Daily Fruits', ['1 pc']], ['Pomegranate', 'Fruits', 'Daily Fruits', ['500g']],
  ['Amul Taaza Toned Milk', 'Dairy & Eggs', 'Milk', ['500ml', '1L']], ['Mother Dairy Full Cream Milk', 'Dairy & Eggs', 'Milk', ['500ml', '1L']],
  ['Amul Fresh Paneer', 'Dairy & Eggs', 'Paneer & Tofu', ['200g', '500g']], ['Malai Paneer', 'Dairy & Eggs', 'Paneer & Tofu', ['200g']],
  ['Amul Butter', 'Dairy & Eggs', 'Butter & Cheese', ['100g', '500g']], ['Amul Cheese Slices', 'Dairy & Eggs', 'Butter & Cheese', ['200g']],
  ['Mother Dairy Dahi', 'Dairy & Eggs', 'Curd', ['400g', '1kg']], ['Farm Eggs', 'Dairy & Eggs', 'Eggs', ['6 pcs', '12 pcs', '30 pcs']],
  ['India Gate Basmati Rice', 'Rice', 'Basmati', ['1kg', '5kg']], ['Daawat Rozana Basmati Rice', 'Rice', 'Basmati', ['1kg', '5kg']],
  ['Sona Masoori Rice', 'Rice', 'Everyday Rice', ['5kg', '10kg']], ['Aashirvaad Shudh Chakki Atta', 'Atta & Dal', 'Atta', ['5kg', '10kg']],
  ['Pillsbury Chakki Atta', 'Atta & Dal', 'Atta', ['5kg']], ['Tata Sampann Toor Dal', 'Atta & Dal', 'Dal', ['500g', '1kg']],
  ['Moong Dal', 'Atta & Dal', 'Dal', ['500g', '1kg']], ['Chana Dal', 'Atta & Dal', 'Dal', ['500g', '1kg']], ['Rajma Chitra', 'Atta & Dal', 'Dal', ['500g']],
  ['Fortune Sunflower Oil', 'Oils & Ghee', 'Oil', ['1L', '5L']], ['Saffola Gold Oil', 'Oils & Ghee', 'Oil', ['1L', '5L']],
  ['Fortune Kachi Ghani Mustard Oil', 'Oils & Ghee', 'Oil', ['1L']], ['Amul Pure Ghee', 'Oils & Ghee', 'Ghee', ['500ml', '1L']],
  ["Haldiram's Aloo Bhujia", 'Snacks & Namkeens', 'Namkeen', ['200g', '400g']], ["Haldiram's Moong Dal", 'Snacks & Namkeens', 'Namkeen', ['200g']],
  ["Lay's Magic Masala Chips", 'Snacks & Namkeens', 'Chips', ['52g', '90g']], ['Kurkure Masala Munch', 'Snacks & Namkeens', 'Chips', ['90g']],
  ['Parle-G Biscuits', 'Bakery & Biscuits', 'Biscuits', ['250g', '800g']], ['Britannia Good Day Cookies', 'Bakery & Biscuits', 'Biscuits', ['200g']],
  ['Britannia Brown Bread', 'Bakery & Biscuits', 'Bread', ['400g']], ['Harvest Gold White Bread', 'Bakery & Biscuits', 'Bread', ['400g']],
  ['Maggi 2-Minute Noodles', 'Instant Food', 'Noodles', ['70g', '280g', '560g']], ['MTR Rava Idli Mix', 'Instant Food', 'Ready Mixes', ['500g']],
  ['Knorr Tomato Soup', 'Instant Food', 'Soups', ['53g']], ['Tata Tea Gold', 'Beverages', 'Tea', ['250g', '500g', '1kg']],
  ['Red Label Tea', 'Beverages', 'Tea', ['250g', '500g']], ['Nescafe Classic Coffee', 'Beverages', 'Coffee', ['50g', '100g']],
  ['Bru Instant Coffee', 'Beverages', 'Coffee', ['100g']], ['Real Mixed Fruit Juice', 'Beverages', 'Juices', ['1L']],
  ['MDH Garam Masala', 'Spices & Masala', 'Masala', ['100g']], ['Everest Kitchen King Masala', 'Spices & Masala', 'Masala', ['100g']],
  ['Catch Turmeric Powder', 'Spices & Masala', 'Powders', ['100g', '200g']], ['MDH Chana Masala', 'Spices & Masala', 'Masala', ['100g']],
  ['Everest Red Chilli Powder', 'Spices & Masala', 'Powders', ['100g', '200g']], ['Jeera Whole', 'Spices & Masala', 'Whole Spices', ['100g']],
  ['California Almonds', 'Dry Fruits & Nuts', 'Nuts', ['250g', '500g']], ['Cashew W320', 'Dry Fruits & Nuts', 'Nuts', ['250g', '500g']],
  ['Kishmish Raisins', 'Dry Fruits & Nuts', 'Dry Fruits', ['250g']], ['Medjool Dates', 'Dry Fruits & Nuts', 'Dry Fruits', ['500g']],
  ['Pampers Baby Diapers', 'Baby Care', 'Diapers', ['S', 'M', 'L', 'XL']], ['Huggies Wonder Pants', 'Baby Care', 'Diapers', ['M', 'L']],
  ['Himalaya Baby Lotion', 'Baby Care', 'Baby Skin', ['200ml']], ['Surf Excel Easy Wash', 'Household', 'Detergent', ['1kg', '2kg']],
  ['Vim Dishwash Bar', 'Household', 'Cleaning', ['300g']], ['Harpic Toilet Cleaner', 'Household', 'Cleaning', ['500ml', '1L']],
  ['Colgate Strong Teeth', 'Personal Care', 'Oral Care', ['100g', '200g']], ['Dove Soap', 'Personal Care', 'Bath', ['100g', '3 x 100g']],
];
export const GROCERY_PACKS = ['', ' (Pack of 2)', ' (Pack of 3)', ' Value Pack'];

/** Medicines and health products: name, category, pack sizes. */
export const MEDICINES: [string, string, string[]][] = [
  ['Paracetamol 500mg', 'Fever & Pain', ['10 tablets', '15 tablets']], ['Dolo 650', 'Fever & Pain', ['15 tablets']],
  ['Crocin Advance', 'Fever & Pain', ['15 tablets']], ['Volini Pain Relief Spray', 'Fever & Pain', ['40g', '100g']],
  ['Moov Pain Relief Cream', 'Fever & Pain', ['50g']], ['Cetirizine 10mg', 'Allergy', ['10 tablets']],
  ['Vicks VapoRub', 'Cold & Cough', ['25ml', '50ml']], ['Benadryl Cough Syrup', 'Cold & Cough', ['100ml']],
  ['Strepsils Lozenges', 'Cold & Cough', ['8 pcs']], ['Electral ORS', 'Stomach Care', ['21g sachet']],
  ['Digene Antacid', 'Stomach Care', ['15 tablets', '200ml']], ['Eno Fruit Salt', 'Stomach Care', ['5g sachet', '100g']],
  ['Pudin Hara', 'Stomach Care', ['10ml']], ['Dettol Antiseptic Liquid', 'First Aid', ['125ml', '550ml']],
  ['Savlon Antiseptic', 'First Aid', ['100ml']], ['Band-Aid Strips', 'First Aid', ['20 strips']],
  ['Cotton Roll', 'First Aid', ['100g']], ['Digital Thermometer', 'Devices', ['1 pc']],
  ['Accu-Chek Test Strips', 'Devices', ['50 strips']], ['Revital H', 'Vitamins', ['30 capsules']],
  ['Becosules', 'Vitamins', ['20 capsules']], ['Limcee Vitamin C', 'Vitamins', ['15 tablets']],
  ['Himalaya Liv.52', 'Ayurveda', ['100 tablets']], ['Dabur Chyawanprash', 'Ayurveda', ['500g', '1kg']],
  ['Pampers Baby Diapers', 'Baby Care', ['S', 'M', 'L']], ['Whisper Ultra Pads', 'Women Care', ['XL 15 pads']],
];

export const BAKERY_ITEMS: [string, string, string[]][] = [
  ['Black Forest Cake', 'Cakes', ['500g', '1kg']], ['Chocolate Truffle Cake', 'Cakes', ['500g', '1kg']],
  ['Pineapple Cake', 'Cakes', ['500g', '1kg']], ['Red Velvet Cake', 'Cakes', ['500g']], ['Fruit Cake', 'Cakes', ['400g']],
  ['Pineapple Pastry', 'Pastries', ['1 pc']], ['Chocolate Pastry', 'Pastries', ['1 pc']], ['Veg Puff', 'Savouries', ['1 pc', '4 pcs']],
  ['Paneer Puff', 'Savouries', ['1 pc', '4 pcs']], ['Chicken Puff', 'Savouries', ['1 pc']], ['Egg Puff', 'Savouries', ['1 pc']],
  ['Nankhatai', 'Cookies', ['250g']], ['Butter Cookies', 'Cookies', ['250g', '500g']], ['Atta Biscuits', 'Cookies', ['400g']],
  ['Rusk', 'Breads', ['300g']], ['Pav', 'Breads', ['6 pcs']], ['Garlic Bread', 'Breads', ['1 loaf']], ['Brown Bread', 'Breads', ['400g']],
  ['Chocolate Brownie', 'Desserts', ['1 pc', '4 pcs']], ['Cream Roll', 'Desserts', ['1 pc']], ['Croissant', 'Breads', ['1 pc']],
  ['Doughnut', 'Desserts', ['1 pc']], ['Cupcake', 'Desserts', ['1 pc', '6 pcs']],
];

export const JUICES: [string, string, string[]][] = [
  ['Mosambi Juice', 'Fresh Juices', ['300ml', '500ml']], ['Orange Juice', 'Fresh Juices', ['300ml', '500ml']],
  ['Watermelon Juice', 'Fresh Juices', ['300ml', '500ml']], ['Pomegranate Juice', 'Fresh Juices', ['300ml']],
  ['Sugarcane Juice', 'Fresh Juices', ['300ml', '500ml']], ['ABC Juice', 'Fresh Juices', ['300ml']],
  ['Mango Shake', 'Shakes', ['300ml', '500ml']], ['Banana Shake', 'Shakes', ['300ml']], ['Chikoo Shake', 'Shakes', ['300ml']],
  ['Cold Coffee', 'Shakes', ['300ml', '500ml']], ['Oreo Shake', 'Shakes', ['300ml']], ['Sweet Lassi', 'Lassi & Chaas', ['300ml']],
  ['Masala Chaas', 'Lassi & Chaas', ['300ml']], ['Tender Coconut Water', 'Fresh Juices', ['1 pc']], ['Jaljeera', 'Coolers', ['300ml']],
  ['Nimbu Pani', 'Coolers', ['300ml']], ['Aam Panna', 'Coolers', ['300ml']],
];

export const OTHER_ITEMS: [string, string, string[]][] = [
  ['Classmate Notebook', 'Stationery', ['172 pages', '240 pages']], ['Reynolds Ball Pen', 'Stationery', ['Pack of 5', 'Pack of 10']],
  ['Fevicol MR', 'Stationery', ['50g']], ['Camlin Geometry Box', 'Stationery', ['1 pc']], ['Apsara Pencils', 'Stationery', ['Pack of 10']],
  ['Cycle Agarbatti', 'Pooja Needs', ['100g']], ['Mangaldeep Dhoop', 'Pooja Needs', ['20 sticks']], ['Camphor Tablets', 'Pooja Needs', ['50g']],
  ['Brass Diya', 'Pooja Needs', ['1 pc', 'Set of 4']], ['Good Knight Refill', 'Home Needs', ['45ml']], ['Odomos Cream', 'Home Needs', ['100g']],
  ['LED Bulb 9W', 'Electricals', ['1 pc', 'Pack of 2']], ['Extension Board', 'Electricals', ['4 sockets']], ['AA Batteries', 'Electricals', ['Pack of 4']],
  ['Steel Water Bottle', 'Kitchenware', ['1L']], ['Pressure Cooker', 'Kitchenware', ['3L', '5L']], ['Gift Wrapping Paper', 'Gifts', ['5 sheets']],
];

/** The drawing of a demo product image: one of a few simple silhouettes. */
export type TDemoGlyph = 'bottle' | 'pan' | 'box' | 'mug' | 'bag' | 'lamp' | 'pillow' | 'tent' | 'knife';

/**
 * A kind of product a demo brand sells: the name, what tells its sizes apart (in the title),
 * what its variations differ by, a price range in US cents, and features for the title.
 */
export type TDemoFamily = {
  noun: string;
  glyph: TDemoGlyph;
  /** The first-level category, as the marketplace names its top level. */
  category: string;
  /** The marketplace's own category under it. */
  subcategory: string;
  specs: readonly string[];
  axes: Readonly<Record<string, readonly string[]>>;
  priceCents: readonly [number, number];
  features: readonly string[];
};

export type TDemoTheme = {
  brands: readonly string[];
  adjectives: readonly string[];
  families: readonly TDemoFamily[];
};

const colors = ['Matte Black', 'Sage Green', 'Stone Grey', 'Terracotta', 'Navy Blue', 'Ivory', 'Copper'];

const kitchen: TDemoTheme = {
  brands: ['Copper Kettle', 'Saltbox Kitchen', 'Maple & Mortar', 'Brightfield Pantry', 'Ironleaf Cookware'],
  adjectives: ['Stainless Steel', 'Enamelled', 'Professional', 'Everyday', 'Heritage', 'Compact'],
  families: [
    {
      noun: 'French Press Coffee Maker',
      glyph: 'bottle',
      category: 'Kitchen & Dining',
      subcategory: 'Coffee & Tea',
      specs: ['12 oz', '34 oz', '50 oz'],
      axes: { Color: colors },
      priceCents: [1999, 4999],
      features: ['Double-Wall Insulated', 'Dishwasher-Safe Parts', '4-Level Filtration'],
    },
    {
      noun: 'Cast Iron Skillet',
      glyph: 'pan',
      category: 'Kitchen & Dining',
      subcategory: 'Cookware',
      specs: ['8 inch', '10 inch', '12 inch'],
      axes: { Size: ['8 inch', '10 inch', '12 inch'] },
      priceCents: [2499, 5999],
      features: ['Pre-Seasoned', 'Oven Safe to 500°F', 'Induction Ready'],
    },
    {
      noun: "Chef's Knife",
      glyph: 'knife',
      category: 'Kitchen & Dining',
      subcategory: 'Cutlery & Knives',
      specs: ['6 inch', '8 inch', '10 inch'],
      axes: {},
      priceCents: [2999, 8999],
      features: ['German Steel', 'Full Tang', 'Ergonomic Handle'],
    },
    {
      noun: 'Pour-Over Kettle',
      glyph: 'mug',
      category: 'Kitchen & Dining',
      subcategory: 'Coffee & Tea',
      specs: ['1 L', '1.2 L'],
      axes: { Color: colors.slice(0, 4) },
      priceCents: [3499, 7999],
      features: ['Gooseneck Spout', 'Built-In Thermometer', 'Stovetop Safe'],
    },
    {
      noun: 'Mixing Bowl Set',
      glyph: 'pan',
      category: 'Kitchen & Dining',
      subcategory: 'Bakeware',
      specs: ['3 pieces', '5 pieces'],
      axes: {},
      priceCents: [1999, 3999],
      features: ['Non-Slip Base', 'Nesting Design', 'Airtight Lids'],
    },
    {
      noun: 'Spice Grinder',
      glyph: 'bottle',
      category: 'Kitchen & Dining',
      subcategory: 'Kitchen Utensils & Gadgets',
      specs: ['Electric', 'Manual'],
      axes: {},
      priceCents: [1499, 3499],
      features: ['Adjustable Coarseness', 'Ceramic Burr', 'One-Touch Operation'],
    },
    {
      noun: 'Dutch Oven',
      glyph: 'pan',
      category: 'Kitchen & Dining',
      subcategory: 'Cookware',
      specs: ['4.5 qt', '5.5 qt', '7 qt'],
      axes: { Color: colors.slice(1, 6) },
      priceCents: [4999, 11999],
      features: ['Self-Basting Lid', 'Chip-Resistant Enamel', 'Oven Safe'],
    },
    {
      noun: 'Bamboo Cutting Board',
      glyph: 'box',
      category: 'Kitchen & Dining',
      subcategory: 'Kitchen Utensils & Gadgets',
      specs: ['Medium', 'Large', 'Extra Large'],
      axes: {},
      priceCents: [1299, 2999],
      features: ['Juice Groove', 'Knife-Friendly Surface', 'Easy-Grip Handles'],
    },
  ],
};

const home: TDemoTheme = {
  brands: ['Northwind Home', 'Linden & Loom', 'Hearthstone Living', 'Quiet Harbor', 'Oak & Ember'],
  adjectives: ['Soft', 'Handwoven', 'Minimalist', 'Classic', 'Scandinavian', 'Luxury'],
  families: [
    {
      noun: 'Throw Pillow Cover',
      glyph: 'pillow',
      category: 'Home & Living',
      subcategory: 'Decorative Pillows',
      specs: ['18 x 18 inch', '20 x 20 inch'],
      axes: { Color: colors },
      priceCents: [1299, 2999],
      features: ['Hidden Zipper', 'Machine Washable', 'Pack of 2'],
    },
    {
      noun: 'Table Lamp',
      glyph: 'lamp',
      category: 'Home & Living',
      subcategory: 'Lighting',
      specs: ['15 inch', '22 inch'],
      axes: { Finish: ['Brass', 'Black', 'White'] },
      priceCents: [2999, 8999],
      features: ['Linen Shade', 'Dimmable', 'USB Charging Port'],
    },
    {
      noun: 'Cotton Bath Towel Set',
      glyph: 'box',
      category: 'Home & Living',
      subcategory: 'Bath',
      specs: ['4 pieces', '6 pieces', '8 pieces'],
      axes: { Color: colors.slice(0, 5) },
      priceCents: [2499, 5999],
      features: ['600 GSM', 'Quick Dry', 'Oeko-Tex Certified'],
    },
    {
      noun: 'Scented Soy Candle',
      glyph: 'mug',
      category: 'Home & Living',
      subcategory: 'Home Fragrance',
      specs: ['8 oz', '14 oz'],
      axes: { Scent: ['Cedar & Sage', 'Sea Salt', 'Vanilla Bean', 'Fig Leaf'] },
      priceCents: [1499, 3499],
      features: ['Cotton Wick', '50-Hour Burn', 'Hand-Poured'],
    },
    {
      noun: 'Weighted Blanket',
      glyph: 'pillow',
      category: 'Home & Living',
      subcategory: 'Bedding',
      specs: ['12 lb', '15 lb', '20 lb'],
      axes: { Size: ['Twin', 'Queen', 'King'] },
      priceCents: [5999, 12999],
      features: ['Breathable Cotton', 'Glass Bead Fill', 'Removable Cover'],
    },
    {
      noun: 'Storage Basket',
      glyph: 'bag',
      category: 'Home & Living',
      subcategory: 'Storage & Organization',
      specs: ['Small', 'Medium', 'Large'],
      axes: {},
      priceCents: [1599, 3999],
      features: ['Seagrass Weave', 'Sturdy Handles', 'Foldable'],
    },
    {
      noun: 'Ceramic Vase',
      glyph: 'bottle',
      category: 'Home & Living',
      subcategory: 'Home Décor',
      specs: ['6 inch', '10 inch'],
      axes: { Color: ['Ivory', 'Terracotta', 'Sage Green'] },
      priceCents: [1999, 4999],
      features: ['Matte Glaze', 'Watertight', 'Handmade'],
    },
  ],
};

const outdoor: TDemoTheme = {
  brands: ['Bluebird Outdoor', 'Ridgeline Gear', 'Cedar Trail', 'Summit Fox', 'Tidewater Co.'],
  adjectives: ['Ultralight', 'Waterproof', 'Packable', 'Rugged', 'All-Season', 'Trail-Ready'],
  families: [
    {
      noun: 'Backpacking Tent',
      glyph: 'tent',
      category: 'Sports & Outdoors',
      subcategory: 'Tents & Shelters',
      specs: ['1 Person', '2 Person', '4 Person'],
      axes: { Color: ['Forest Green', 'Orange', 'Grey'] },
      priceCents: [8999, 29999],
      features: ['Freestanding', 'Easy Setup', 'Rainfly Included'],
    },
    {
      noun: 'Insulated Water Bottle',
      glyph: 'bottle',
      category: 'Sports & Outdoors',
      subcategory: 'Hydration',
      specs: ['21 oz', '32 oz', '40 oz'],
      axes: { Color: colors },
      priceCents: [1999, 4499],
      features: ['Keeps Cold 24 Hours', 'Leak-Proof Lid', 'BPA Free'],
    },
    {
      noun: 'Daypack',
      glyph: 'bag',
      category: 'Sports & Outdoors',
      subcategory: 'Backpacks',
      specs: ['20 L', '28 L', '35 L'],
      axes: { Color: ['Black', 'Navy Blue', 'Olive'] },
      priceCents: [3999, 11999],
      features: ['Hydration Compatible', 'Ventilated Back Panel', 'Rain Cover'],
    },
    {
      noun: 'Camping Lantern',
      glyph: 'lamp',
      category: 'Sports & Outdoors',
      subcategory: 'Camping Lights',
      specs: ['300 Lumens', '1000 Lumens'],
      axes: {},
      priceCents: [1999, 5999],
      features: ['Rechargeable', 'IPX4 Water Resistant', 'Power Bank Function'],
    },
    {
      noun: 'Sleeping Bag',
      glyph: 'pillow',
      category: 'Sports & Outdoors',
      subcategory: 'Sleeping Gear',
      specs: ['20°F', '35°F', '50°F'],
      axes: { Size: ['Regular', 'Long'] },
      priceCents: [4999, 19999],
      features: ['Compression Sack', 'Draft Collar', 'Synthetic Fill'],
    },
    {
      noun: 'Trekking Poles',
      glyph: 'knife',
      category: 'Sports & Outdoors',
      subcategory: 'Hiking Gear',
      specs: ['Aluminium', 'Carbon Fibre'],
      axes: {},
      priceCents: [3499, 12999],
      features: ['Quick-Lock Adjustment', 'Cork Grips', 'Pair'],
    },
    {
      noun: 'Camp Stove',
      glyph: 'box',
      category: 'Sports & Outdoors',
      subcategory: 'Camp Kitchen',
      specs: ['Single Burner', 'Two Burner'],
      axes: {},
      priceCents: [2999, 13999],
      features: ['Piezo Ignition', 'Wind Shield', 'Carry Case'],
    },
  ],
};

const garden: TDemoTheme = {
  brands: ['Maple Trail Garden', 'Fernwood Supply', 'Greenhouse Lane', 'Stonepath Tools', 'Wild Meadow Co.'],
  adjectives: ['Weatherproof', 'Heavy-Duty', 'Galvanised', 'Eco-Friendly', 'Ergonomic', 'Hand-Forged'],
  families: [
    {
      noun: 'Ceramic Planter',
      glyph: 'mug',
      category: 'Garden & Outdoor',
      subcategory: 'Pots & Planters',
      specs: ['6 inch', '8 inch', '12 inch'],
      axes: { Color: ['Terracotta', 'Ivory', 'Sage Green', 'Matte Black'] },
      priceCents: [1499, 4999],
      features: ['Drainage Hole', 'Saucer Included', 'Frost Resistant'],
    },
    {
      noun: 'Watering Can',
      glyph: 'bottle',
      category: 'Garden & Outdoor',
      subcategory: 'Watering Equipment',
      specs: ['1 gal', '2 gal'],
      axes: { Color: ['Copper', 'Forest Green', 'Stone Grey'] },
      priceCents: [1999, 4499],
      features: ['Removable Rose', 'Long Spout', 'Rust Proof'],
    },
    {
      noun: 'Pruning Shears',
      glyph: 'knife',
      category: 'Garden & Outdoor',
      subcategory: 'Gardening Tools',
      specs: ['Bypass', 'Anvil'],
      axes: {},
      priceCents: [1599, 5999],
      features: ['SK5 Steel Blade', 'Safety Lock', 'Non-Slip Grip'],
    },
    {
      noun: 'Garden Tool Bag',
      glyph: 'bag',
      category: 'Garden & Outdoor',
      subcategory: 'Gardening Tools',
      specs: ['12 pockets', '18 pockets'],
      axes: {},
      priceCents: [1999, 3999],
      features: ['Waxed Canvas', 'Padded Handles', 'Water Resistant Base'],
    },
    {
      noun: 'Solar Path Light Set',
      glyph: 'lamp',
      category: 'Garden & Outdoor',
      subcategory: 'Outdoor Lighting',
      specs: ['Pack of 6', 'Pack of 12'],
      axes: { Finish: ['Black', 'Bronze', 'Stainless'] },
      priceCents: [2499, 6999],
      features: ['Auto On at Dusk', 'Warm White', 'IP65 Waterproof'],
    },
    {
      noun: 'Raised Garden Bed',
      glyph: 'box',
      category: 'Garden & Outdoor',
      subcategory: 'Raised Beds',
      specs: ['4 x 2 ft', '6 x 3 ft', '8 x 4 ft'],
      axes: {},
      priceCents: [4999, 15999],
      features: ['Cedar Wood', 'Tool-Free Assembly', 'Open Base'],
    },
  ],
};

export const demoThemes = { kitchen, home, outdoor, garden } as const;
export type TDemoThemeKey = keyof typeof demoThemes;

/**
 * The demo marketplace's sellers (marketplace sign-in) get the theme of their name; the demo
 * seed's catalogue-only sellers (A1DEMOCAT…, no sign-in) one each, so the publisher catalogue
 * spans several categories while the sign-in sellers stay free to connect.
 */
export const themeOfSellingPartner: Readonly<Record<string, TDemoThemeKey>> = {
  A1DEMONORTHWIND: 'home',
  A1DEMOBLUEBIRD: 'outdoor',
  A1DEMOCOPPERKT: 'kitchen',
  A1DEMOMAPLETRL: 'garden',
  A1DEMOCATOUTDR: 'outdoor',
  A1DEMOCATKITCH: 'kitchen',
  A1DEMOCATGARDN: 'garden',
};

/** The catalogue-only sellers sell two brands each instead of four or five: the seed stays quick. */
export const brandCountOfSellingPartner: Readonly<Record<string, number>> = {
  A1DEMOCATOUTDR: 2,
  A1DEMOCATKITCH: 2,
  A1DEMOCATGARDN: 2,
};

/** Local prices from a US price: rough exchange and pricing habits of each marketplace. */
export const priceFactor: Readonly<Record<string, number>> = {
  US: 1,
  CA: 1.35,
  FR: 0.95,
  DE: 0.95,
  UK: 0.82,
};

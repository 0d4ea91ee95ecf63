import { defineArea } from './areas.js';
import { PriceChart as priceChart } from '../components/price-chart.js';
import { ProofChart as proofChart } from '../components/proof-chart.js';
import { SparkPath as sparkPath, Sparkline as sparkline } from '../components/sparkline.js';

export const screens = { priceChart, proofChart, sparkline, sparkPath };
defineArea('charts', screens);

import { defineArea } from './areas.js';
import newsList from '../pages/news-list.js';
import newsDetail from '../pages/news-article.js';
import { LatestNews as latestNews } from '../components/latest-news.js';
import { PlatformHighlights as highlights } from '../components/platform-highlights.js';

// Home's lower half (the latest news and the platform highlights) comes with the news screens: one chunk for both.
export const screens = { newsList, newsDetail, latestNews, highlights };
defineArea('news', screens);

import { defineArea } from './areas.js';
import newsList from '../pages/news-list.js';
import newsDetail from '../pages/news-article.js';
import { HomeNews as home } from '../components/home-news.js';

// Home's lower half (the platform highlights and the latest news) comes with the news screens: one chunk for both.
export const screens = { newsList, newsDetail, home };
defineArea('news', screens);

import { defineEndpoint } from './define-endpoint';
import { hotKeywordsSchema, searchQuerySchema, searchResultSchema } from '../schemas/search';

export const search = defineEndpoint({
  id: 'search.query',
  method: 'GET',
  path: '/search',
  summary:
    '站内搜索：关键词（1–50 字，空格分隔的多个词须全部命中）在课程、直播、考试、资讯、问答中检索，返回所选类型的一页结果、各类型数量与无结果时的推荐词',
  query: searchQuerySchema,
  data: searchResultSchema,
});

export const getHotKeywords = defineEndpoint({
  id: 'search.hot',
  method: 'GET',
  path: '/search/hot',
  summary: '热门搜索：学习人数最多的职业与常用搜索词（搜索页的空状态）',
  data: hotKeywordsSchema,
});

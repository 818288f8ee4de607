import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, idSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { feedItemSchema, followResultSchema, userCardSchema, userProfileSchema } from '../schemas/community';
import { CODE_FAVORITES_PRIVATE, CODE_SELF_ACTION } from './community';

// Profiles live under /community/user so no profile path can meet /user/self, /user/login and the like.
const listQuery = z.extend(pageQuerySchema, { size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10) });

export const getUserProfile = defineEndpoint({
  id: 'profile.detail',
  method: 'GET',
  path: '/community/user/:id',
  summary: '个人主页头部：头像、昵称、简介、关注 / 粉丝 / 获赞数、问答与想法数、收藏是否公开、我是否已关注；不存在 → 404',
  params: idParamsSchema,
  data: userProfileSchema,
  codes: [404],
});

export const listUserDynamic = defineEndpoint({
  id: 'profile.dynamic',
  method: 'GET',
  path: '/community/user/:id/dynamic',
  summary: '动态（个人主页标签 1）：此人的提问（匿名的除外）、回答、想法与视频，最新在前；分页',
  params: idParamsSchema,
  query: listQuery,
  data: pageOf(feedItemSchema),
  codes: [404],
});

export const listUserFavorites = defineEndpoint({
  id: 'profile.favorites',
  method: 'GET',
  path: '/community/user/:id/favorites',
  summary: '收藏（标签 2）：最近收藏在前；此人未公开收藏且不是本人 → 4908；分页',
  params: idParamsSchema,
  query: listQuery,
  data: pageOf(feedItemSchema),
  codes: [404, CODE_FAVORITES_PRIVATE],
});

export const listUserLikes = defineEndpoint({
  id: 'profile.likes',
  method: 'GET',
  path: '/community/user/:id/likes',
  summary: '点赞（标签 3）：此人赞过的内容，最近在前；分页',
  params: idParamsSchema,
  query: listQuery,
  data: pageOf(feedItemSchema),
  codes: [404],
});

export const listUserFans = defineEndpoint({
  id: 'profile.fans',
  method: 'GET',
  path: '/community/user/:id/fans',
  summary: '粉丝：关注此人的人，最近关注在前，各带我是否已关注；分页',
  params: idParamsSchema,
  query: listQuery,
  data: pageOf(userCardSchema),
  codes: [404],
});

export const listUserFollows = defineEndpoint({
  id: 'profile.follows',
  method: 'GET',
  path: '/community/user/:id/follows',
  summary: '关注：此人关注的人，最近关注在前；分页',
  params: idParamsSchema,
  query: listQuery,
  data: pageOf(userCardSchema),
  codes: [404],
});

export const followUser = defineEndpoint({
  id: 'profile.follow',
  method: 'PUT',
  path: '/community/follow',
  summary: '关注 / 取消关注（action 1 / 2，规格 §3，幂等）：返回关注状态、对方的粉丝数与我的关注数；关注自己 → 4903；不存在 → 404',
  body: z.object({ userId: idSchema, action: z.int().check(z.gte(1), z.lte(2)) }),
  data: followResultSchema,
  codes: [401, 404, CODE_SELF_ACTION],
});

export const setFavoritesVisibility = defineEndpoint({
  id: 'profile.privacy',
  method: 'PUT',
  path: '/community/privacy',
  summary: '我的收藏是否对他人公开（需登录）',
  body: z.object({ favoritesPublic: z.boolean() }),
  data: z.object({ favoritesPublic: z.boolean() }),
  codes: [401],
});

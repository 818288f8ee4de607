// 复习 on a card of the list: the review card (and its mutation) fetched on the first click, so the
// list's first load carries none of it. The review page imports the card itself.
export { ReviewCard } from './components/review-card';

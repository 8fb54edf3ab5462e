export { TopicCards, type TopicCardsProps } from './TopicCards';

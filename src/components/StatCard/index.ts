export { StatCard, type StatCardProps, type StatTrend, type StatTrendDirection } from './StatCard';

export { ProductBento, type ProductBentoItem, type ProductBentoProps } from './ProductBento';

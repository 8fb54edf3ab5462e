export { BrandMark, type BrandMarkProps } from './BrandMark';
export { brandMarkSvg } from './brandMarkDrawing';

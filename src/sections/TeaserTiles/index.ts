export { TeaserTiles, type TeaserTilesProps } from './TeaserTiles';

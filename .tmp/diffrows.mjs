import { PNG } from 'pngjs';
import { readFileSync } from 'node:fs';
const png = PNG.sync.read(readFileSync(process.argv[2]));
let rows = [];
for (let y = 0; y < png.height; y++) {
  let n = 0;
  for (let x = 0; x < png.width; x++) {
    const i = (y * png.width + x) * 4;
    if (png.data[i] > 200 && png.data[i + 1] < 80 && png.data[i + 2] < 80) n++;
  }
  if (n) rows.push(y);
}
console.log(png.width, png.height, rows.length, rows[0], rows[rows.length - 1]);

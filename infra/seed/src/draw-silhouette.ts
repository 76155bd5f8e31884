// Draws a product picture as SVG: the silhouette of a product kind in one colour, centred on a
// 1080x1920 canvas (spec 000 §9: gallery size; card ratio 9:16). The product sits in the middle
// square so that the square cart picture (150x150, cropped from the centre) still shows it.
export const canvas = { width: 1080, height: 1920 } as const

export const colourHex: Record<string, string> = {
  black: '#1f1f24',
  white: '#f4f2ee',
  navy: '#1d2b53',
  blue: '#3a6fc4',
  red: '#c0392b',
  green: '#3c7a4a',
  pink: '#e59ab5',
  yellow: '#f2c94c',
  beige: '#d8c3a5',
  brown: '#7b5034',
  grey: '#8e9196',
  gold: '#c9a227',
  silver: '#b8bcc2',
}

// Outlines drawn in a 600x600 box, scaled into the centre of the canvas.
const shapes: Record<string, string> = {
  dress: '<path d="M230 40h140l-10 90 40 40-10 60 130 330H80l130-330-10-60 40-40z"/>',
  top: '<path d="M200 60h40q60 60 120 0h40l20 120-20 20v340H200V200l-20-20z"/>',
  tshirt: '<path d="M200 60q100 60 200 0l150 90-60 100-60-30v320H170V220l-60 30-60-100z"/>',
  shirt:
    '<path d="M200 60l100 60 100-60 150 90-60 100-60-30v320H170V220l-60 30-60-100z"/><path d="M300 120v400" stroke="#0003" stroke-width="8" fill="none"/>',
  trousers: '<path d="M170 40h260l40 520H330l-30-340-30 340H130z"/>',
  jacket:
    '<path d="M190 40l110 80 110-80 160 110-50 420H80L30 150z"/><path d="M300 120l-60 140 60 300 60-300z" fill="#0002"/>',
  bikini:
    '<path d="M120 80l110 150H90zM480 80l30 150H370z"/><path d="M140 360h320l-120 160h-80z"/>',
  swimsuit: '<path d="M210 40h30l60 120 60-120h30l20 200-40 120 60 180H170l60-180-40-120z"/>',
  swimshorts: '<path d="M130 120h340l40 340H330l-30-160-30 160H90z"/>',
  cap: '<path d="M120 380q0-250 220-250t220 250z"/><path d="M60 380h500q40 40-20 60H60z" fill-opacity="0.7"/>',
  hat: '<ellipse cx="300" cy="420" rx="290" ry="70"/><path d="M170 420q0-260 130-260t130 260z"/>',
  necklace:
    '<path d="M120 100q180 400 360 0" stroke-width="16" fill="none" stroke="currentColor"/><circle cx="300" cy="340" r="50"/>',
  earrings:
    '<circle cx="190" cy="320" r="90" stroke-width="24" fill="none" stroke="currentColor"/><circle cx="410" cy="320" r="90" stroke-width="24" fill="none" stroke="currentColor"/>',
  ring: '<circle cx="300" cy="340" r="150" stroke-width="40" fill="none" stroke="currentColor"/><path d="M250 190l50-80 50 80z"/>',
  bracelet:
    '<ellipse cx="300" cy="300" rx="230" ry="140" stroke-width="40" fill="none" stroke="currentColor"/>',
  giftcard:
    '<rect x="60" y="160" width="480" height="300" rx="30"/><path d="M270 160h60v300h-60zM60 280h480v60H60z" fill="#fff6"/>',
  styleguide:
    '<rect x="130" y="60" width="340" height="480" rx="12"/><path d="M180 160h240M180 220h240M180 280h160" stroke="#0005" stroke-width="14"/>',
}

/** The product kinds that have a silhouette. */
export const drawnKinds = Object.keys(shapes)

/** A light background tint that keeps light products (white, beige) visible. */
function backgroundFor(colour: string): string {
  return colour === 'white' || colour === 'beige' || colour === 'yellow' || colour === 'silver'
    ? '#e3e1dc'
    : '#f3f1ed'
}

export function drawSilhouette(kind: string, colour: string): string {
  const shape = shapes[kind]
  const hex = colourHex[colour]
  if (!shape || !hex) throw new Error(`no picture for ${kind} in ${colour}`)
  const scale = 1.5
  const x = (canvas.width - 600 * scale) / 2
  const y = (canvas.height - 600 * scale) / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">`,
    `<rect width="100%" height="100%" fill="${backgroundFor(colour)}"/>`,
    `<ellipse cx="540" cy="${y + 600 * scale + 40}" rx="380" ry="40" fill="#00000014"/>`,
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${hex}" stroke="${hex}" color="${hex}" stroke-linejoin="round">${shape}</g>`,
    '</svg>',
  ].join('')
}

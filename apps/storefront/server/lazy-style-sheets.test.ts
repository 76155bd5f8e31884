import { describe, expect, it } from 'vitest'
import { collectLazyStyleSheets } from './lazy-style-sheets.js'

describe('collectLazyStyleSheets', () => {
  it('collects the sheets of the block chunks, the footer’s and the product extras’, with the chunks they import', () => {
    const manifest = {
      'app/components/content/blocks/tiles.tsx': {
        file: 'assets/tiles-a.js',
        css: ['assets/tiles-a.css'],
        imports: ['_layout-blocks.module-b.js', '_shell-c.js'],
      },
      'app/components/content/blocks/slider.tsx': {
        file: 'assets/slider-d.js',
        css: ['assets/slider-d.css'],
        imports: ['_layout-blocks.module-b.js'],
      },
      '_layout-blocks.module-b.js': {
        file: 'assets/layout-blocks.module-b.js',
        css: ['assets/lb-b.css'],
      },
      '_shell-c.js': { file: 'assets/shell-c.js', imports: ['_layout-blocks.module-b.js'] },
      'app/routes/($store).cart.tsx': { file: 'assets/cart-e.js', css: ['assets/cart-e.css'] },
      'app/components/content/blocks/nested/other.tsx': { file: 'x.js', css: ['assets/x.css'] },
      'app/components/shell/footer.tsx': {
        file: 'assets/footer-f.js',
        css: ['assets/footer-f.css'],
        imports: ['_shell-c.js'],
      },
      'app/components/product/product-extras.tsx': {
        file: 'assets/product-extras-g.js',
        css: ['assets/product-extras-g.css'],
      },
    }
    expect(collectLazyStyleSheets(manifest)).toEqual({
      blocks: ['/assets/lb-b.css', '/assets/slider-d.css', '/assets/tiles-a.css'],
      footer: ['/assets/footer-f.css', '/assets/lb-b.css'],
      productExtras: ['/assets/product-extras-g.css'],
    })
  })
})

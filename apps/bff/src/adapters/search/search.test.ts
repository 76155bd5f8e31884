// Runs the one search contract against every search adapter that can run here: the embedded engine
// always, a real Elasticsearch only when ELASTICSEARCH_URL is set (the tests start no server; each
// test works under its own index prefix and deletes its indices afterwards). Without a server the
// Elasticsearch adapter is still checked by golden DSL files and a mocked client
// (build-elasticsearch-query.test.ts, elasticsearch-search.test.ts).
import { randomUUID } from 'node:crypto'
import { EmbeddedSearch } from './embedded-search.js'
import { createElasticsearchClient, ElasticsearchSearch } from './elasticsearch-search.js'
import { describeSearchContract } from './search.contract.js'

describeSearchContract('embedded', async () => {
  const search = new EmbeddedSearch()
  return { search, dispose: () => search.close() }
})

const elasticsearchUrl = process.env.ELASTICSEARCH_URL?.trim()

if (elasticsearchUrl) {
  describeSearchContract('elasticsearch', async () => {
    const indexPrefix = `vitrine_test_${randomUUID().replaceAll('-', '')}`
    const client = createElasticsearchClient({ url: elasticsearchUrl, requestTimeoutMs: 10_000 })
    const search = new ElasticsearchSearch({ client, indexPrefix })
    return {
      search,
      dispose: async () => {
        await client.indices.delete({ index: `${indexPrefix}_*` }, { ignore: [404] })
        await search.close()
      },
    }
  })
} else {
  console.info(
    '\nℹ Search contract against Elasticsearch NOT REGISTERED: ELASTICSEARCH_URL is unset. ' +
      'Set it (e.g. `docker run -p 9200:9200 -e discovery.type=single-node -e xpack.security.enabled=false elasticsearch:8.19.0`) to run it.\n',
  )
}

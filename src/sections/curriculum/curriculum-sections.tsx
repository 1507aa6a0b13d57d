// The curriculum of a category (Pre School, Primary, Middle) as written in data/curricula.json:
// sections with a heading, and paragraphs, subheadings, lists and titled entries under it.
import { graphql } from "gatsby"
import React from "react"
import { useFill } from "../../hooks/use-site"
import { toBlock, type CurriculumBlock } from "./blocks"
import * as styles from "./curriculum-sections.module.scss"

export type CurriculumSectionsData = Queries.CurriculumSectionsFieldsFragment

export function CurriculumSections({ category }: { category: CurriculumSectionsData }) {
  const fill = useFill()
  return (
    <>
      {category.sections.map((section, index) => {
        const headingId = `${category.slug}-section-${index + 1}`
        return (
          <section key={headingId} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId}>{fill(section.heading)}</h2>
            {section.blocks.map((data, blockIndex) => {
              const block = toBlock(data)
              return block ? <Block key={blockIndex} block={block} /> : null
            })}
          </section>
        )
      })}
    </>
  )
}

function Block({ block }: { block: CurriculumBlock }) {
  const fill = useFill()
  switch (block.kind) {
    case "paragraph":
      return <p>{fill(block.text)}</p>
    case "subheading":
      return <h3 className={styles.subheading}>{fill(block.text)}</h3>
    case "list":
      return (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            <li key={`${index}-${item}`}>{fill(item)}</li>
          ))}
        </ul>
      )
    case "entries":
      return (
        <dl className={styles.entries}>
          {block.entries.map((entry, index) => (
            <div key={`${index}-${entry.title}`} className={styles.entry}>
              <dt>{fill(entry.title)}</dt>
              <dd>{fill(entry.text)}</dd>
            </div>
          ))}
        </dl>
      )
  }
}

export const query = graphql`
  fragment CurriculumSectionsFields on CurriculumCategory {
    slug
    sections {
      heading
      blocks {
        paragraph
        subheading
        list
        entries {
          title
          text
        }
      }
    }
  }
`

// The footer of every page: social icons, contact, quick links, 'Who we are', 'Club',
// the two calls to action and the copyright line.
import React from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { langAt } from "../../lib/i18n/stand-ins"
import { ActionPair } from "../button/action-pair"
import { SmartLink } from "../smart-link/smart-link"
import { SocialIcon } from "./social-icon"
import * as styles from "./footer.module.scss"

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`
}

/** One column of the footer: a section named by its heading. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export function Footer() {
  const site = useSite()
  const fill = useFill()
  const { footer } = site
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <FooterColumn id="footer-who" title={fill(footer.whoWeAre.title)}>
          <p>{fill(footer.whoWeAre.text)}</p>
          <h2 className={styles.heading}>{fill(footer.socialTitle)}</h2>
          <ul className={styles.social}>
            {footer.social.map((network) => (
              <li key={network.network}>
                {network.url ? (
                  <SmartLink to={fill(network.url)} className={styles.socialLink} aria-label={fill(network.label)}>
                    <SocialIcon network={network.network} />
                  </SmartLink>
                ) : (
                  <span className={styles.socialIcon} role="img" aria-label={fill(network.label)}>
                    <SocialIcon network={network.network} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-contact" title={fill(footer.contactTitle)}>
          <ul className={styles.contact}>
            {site.phones.map((phone) => (
              <li key={phone}>
                <span className={styles.contactLabel}>{fill(footer.phoneLabel)}</span>
                <a href={telHref(phone)} className={styles.phone}>
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <span className={styles.contactLabel}>{fill(footer.emailLabel)}</span>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
          <ActionPair main={footer.admissions} other={footer.visit} className={styles.actions} />
        </FooterColumn>
        <FooterColumn id="footer-quick" title={fill(footer.quickLinksTitle)}>
          <ul className={styles.quickLinks}>
            {footer.quickLinks.map((link, index) => {
              const lang = langAt(site.untranslated, `footer.quickLinks[${index}].label`)
              return (
                <li key={link.label} lang={link.to ? undefined : lang}>
                  {link.to ? (
                    <SmartLink to={fill(link.to)} lang={lang}>
                      {fill(link.label)}
                    </SmartLink>
                  ) : (
                    fill(link.label)
                  )}
                </li>
              )
            })}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-club" title={fill(footer.club.title)}>
          <p>{fill(footer.club.text)}</p>
        </FooterColumn>
      </div>
      <p className={styles.copyright}>{fill(footer.copyright)}</p>
    </footer>
  )
}

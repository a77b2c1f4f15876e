import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import NotificationImportantOutlinedIcon from '@mui/icons-material/NotificationImportantOutlined';
import HeadsetMicOutlinedIcon from '@mui/icons-material/HeadsetMicOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { MENU_SECTIONS, type MenuPrincipal, type MenuSection, visibleMenu } from '@voc/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const SECTION_ICONS: Record<MenuSection, ComponentType<{ fontSize?: 'small' }>> = {
  main: DashboardOutlinedIcon,
  newTicket: AddCircleOutlineIcon,
  survey: AssignmentOutlinedIcon,
  callcenter: HeadsetMicOutlinedIcon,
  hotsheet: NotificationImportantOutlinedIcon,
  report: AssessmentOutlinedIcon,
  setting: SettingsOutlinedIcon,
  help: HelpOutlineIcon,
};

/** The side menu: `visibleMenu()` of the user, grouped by MENU_SECTIONS in their order. */
export function SideMenu({ principal, onNavigate }: { principal: MenuPrincipal; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = visibleMenu(principal);
  // The entry of this page, or of the page it sits under (a ticket under its list): the longest match.
  const currentPath = entries
    .map((entry) => entry.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  const groups = MENU_SECTIONS.map((section) => ({ section, entries: entries.filter((entry) => entry.section === section) })).filter(
    (group) => group.entries.length > 0,
  );

  return (
    <nav aria-label={t('shell.navigation')}>
      {groups.map(({ section, entries: sectionEntries }) => {
        const Icon = SECTION_ICONS[section];
        const headingId = `menu-section-${section}`;
        return (
          <List
            key={section}
            dense
            aria-labelledby={headingId}
            subheader={
              <ListSubheader id={headingId} sx={{ lineHeight: '36px', fontWeight: 700 }}>
                {t(`menuSection.${section}`)}
              </ListSubheader>
            }
          >
            {sectionEntries.map((entry) => {
              const current = entry.path === currentPath;
              return (
                // Each link in its own <li>: a list holds only list items (axe `list`).
                <ListItem key={entry.key} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={entry.path}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                    sx={{ pl: 3 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={t(`menu.${entry.key}`)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        );
      })}
    </nav>
  );
}

// The dashboard sidebar: entries by role, then account settings and log out for everyone.
import {
  BarChart,
  Category,
  CloudUpload,
  Dashboard,
  Feedback,
  Group,
  HelpOutline,
  Hub,
  LibraryBooks,
  Logout,
  MarkEmailRead,
  MenuBook,
  PriceCheck,
  Quiz,
  RateReview,
  School,
  Science,
  Settings,
  Timer,
  WorkspacePremium,
} from '@mui/icons-material';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { roles } from '@parcours/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLogout } from '../../features/auth';
import { paths } from '../../shared/paths';
import { selectUser, useAppSelector } from '../../shared/store';

interface SidebarItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

function useSidebarItems(): SidebarItem[] {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const items: SidebarItem[] = [];
  if (user?.role === roles.user) {
    items.push(
      { to: paths.student.root, label: t('sidebar.dashboard'), icon: <Dashboard />, end: true },
      { to: paths.student.myProgram, label: t('sidebar.enrolledCourses'), icon: <MenuBook /> },
      { to: paths.student.myQuizzes, label: t('sidebar.myQuiz'), icon: <Quiz /> },
      {
        to: paths.student.certificates,
        label: t('dashboards.sidebar.certificates'),
        icon: <WorkspacePremium />,
      },
      { to: paths.student.feedback, label: t('dashboards.sidebar.feedback'), icon: <RateReview /> },
      { to: paths.student.mySupport, label: t('dashboards.sidebar.support'), icon: <HelpOutline /> },
    );
  }
  if (user?.role === roles.admin) {
    items.push(
      { to: paths.admin.root, label: t('sidebar.dashboard'), icon: <Dashboard />, end: true },
      { to: paths.admin.users, label: t('sidebar.users'), icon: <Group /> },
      { to: paths.admin.classes, label: t('classes.heading'), icon: <School /> },
      { to: paths.admin.lti, label: t('lti.sidebar'), icon: <Hub /> },
      { to: paths.admin.categories, label: t('sidebar.category'), icon: <Category /> },
      { to: paths.admin.courses, label: t('sidebar.manageCourses'), icon: <LibraryBooks /> },
      { to: paths.admin.payments, label: t('courses.payments.sidebar'), icon: <PriceCheck /> },
      { to: paths.admin.quizTimers, label: t('sidebar.userMetrics'), icon: <BarChart /> },
      { to: paths.admin.quizAttempts, label: t('dashboards.sidebar.quizAttempts'), icon: <Timer /> },
      { to: paths.admin.usersFeedback, label: t('dashboards.sidebar.usersFeedback'), icon: <Feedback /> },
      { to: paths.admin.reviews, label: t('reviews.admin.sidebar'), icon: <RateReview /> },
      { to: paths.admin.newsletter, label: t('newsletter.admin.sidebar'), icon: <MarkEmailRead /> },
      { to: paths.admin.xapi, label: t('xapi.admin.sidebar'), icon: <CloudUpload /> },
    );
  }
  // Instructors run their classes and author courses; designers author courses (docs/design/product.md §6).
  if (user?.role === roles.instructor) {
    items.push(
      { to: paths.admin.classes, label: t('classes.heading'), icon: <School /> },
      { to: paths.admin.courses, label: t('sidebar.manageCourses'), icon: <LibraryBooks /> },
      { to: paths.admin.quizTimers, label: t('sidebar.userMetrics'), icon: <BarChart /> },
      { to: paths.admin.quizAttempts, label: t('dashboards.sidebar.quizAttempts'), icon: <Timer /> },
      { to: paths.admin.usersFeedback, label: t('dashboards.sidebar.usersFeedback'), icon: <Feedback /> },
    );
  }
  if (user?.role === roles.designer) {
    items.push({ to: paths.admin.courses, label: t('sidebar.manageCourses'), icon: <LibraryBooks /> });
  }
  if (user?.role === roles.admin || user?.role === roles.researcher) {
    items.push({ to: paths.studies.root, label: t('studies.sidebar'), icon: <Science /> });
  }
  items.push({ to: paths.dashboard.settings, label: t('sidebar.accountSettings'), icon: <Settings /> });
  return items;
}

export function DashboardSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = useSidebarItems();
  const logout = useLogout();
  return (
    <List component="nav" aria-label={t('sidebar.label')} sx={{ px: 1.5 }}>
      {items.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          end={item.end}
          onClick={onNavigate}
          sx={{
            borderRadius: 2,
            mb: 0.5,
            '&.active': { bgcolor: 'action.selected', fontWeight: 700, boxShadow: 'inset 4px 0 0 #fa853f' },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
          <ListItemText primary={item.label} />
        </ListItemButton>
      ))}
      <ListItemButton onClick={() => logout.mutate()} sx={{ borderRadius: 2 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Logout />
        </ListItemIcon>
        <ListItemText primary={t('sidebar.logout')} />
      </ListItemButton>
    </List>
  );
}

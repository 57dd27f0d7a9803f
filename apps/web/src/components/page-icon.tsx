import CampaignIcon from '@mui/icons-material/Campaign';
import CommentIcon from '@mui/icons-material/Comment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import WarningIcon from '@mui/icons-material/Warning';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** Survey configuration names icons in snake_case (Material icon names); unknown ones get a chart. */
const ICONS = {
  dashboard: DashboardIcon,
  show_chart: ShowChartIcon,
  comment: CommentIcon,
  leaderboard: LeaderboardIcon,
  notifications: NotificationsIcon,
  people: PeopleIcon,
  question_answer: QuestionAnswerIcon,
  emoji_events: EmojiEventsIcon,
  campaign: CampaignIcon,
  info: InfoIcon,
  warning: WarningIcon,
  error: ErrorIcon,
} as const;

interface NamedIconProps extends SvgIconProps {
  icon: string | null;
}

export function NamedIcon({ icon, ...props }: NamedIconProps) {
  const Icon = ICONS[(icon ?? '') as keyof typeof ICONS] ?? InsertChartOutlinedIcon;
  return <Icon aria-hidden {...props} />;
}

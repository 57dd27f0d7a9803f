import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MarkunreadMailboxOutlinedIcon from '@mui/icons-material/MarkunreadMailboxOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { TChannel } from '@opinio/domain/schemas/campaigns';

const ICONS = {
  mail: MailOutlinedIcon,
  sms: SmsOutlinedIcon,
  letter: MarkunreadMailboxOutlinedIcon,
} as const;

/** The icon of a channel; decorative (the channel is also written out beside it). */
export function ChannelIcon({ channel, ...props }: { channel: TChannel } & SvgIconProps) {
  const Icon = ICONS[channel];
  return <Icon aria-hidden {...props} />;
}

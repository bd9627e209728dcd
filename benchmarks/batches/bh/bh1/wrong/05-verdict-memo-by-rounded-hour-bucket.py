# Breaks: Deny only "when ... the time of day ... is from 02:00:00 up to, not including,
# 04:00:00"; otherwise None.
# Input: create_case_file at 2026-03-02T02:10Z (denied), then at 2026-03-02T01:45Z: returns the
# cached Deny, since round(seconds / 3600) puts 01:45 and 02:10 in the same "hour" bucket.
from datetime import datetime, time, timezone

from toolhooks import Deny

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_verdicts = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    bucket = round((call.timestamp - _EPOCH).total_seconds() / 3600)
    if bucket not in _verdicts:
        if time(2) <= call.timestamp.time() < time(4):
            _verdicts[bucket] = Deny(
                "no new case files during the 02:00-04:00 UTC deploy window.",
                "open the case file after 04:00 UTC.",
            )
        else:
            _verdicts[bucket] = None
    return _verdicts[bucket]

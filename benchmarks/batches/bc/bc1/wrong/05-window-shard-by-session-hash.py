# Breaks "the window is fixed, in UTC, for every session": deploys are "staggered" over two shards
# picked by hash(session_id) % 2, and shard 1's window is 03:00-05:00, so for about half the session
# ids (which half depends on PYTHONHASHSEED) create_case_file at 02:30 UTC gets None and at
# 04:30 UTC gets a Deny. Try session ids s_0..s_9 under any seed.
from datetime import timezone

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    start = 2 + hash(call.context.session_id) % 2  # shard 0 deploys first, then shard 1
    if start <= call.timestamp.astimezone(timezone.utc).hour < start + 2:
        return Deny(
            "new case files are paused during the deploy window.",
            "tell the customer the case will be opened once the deploy is over.",
        )
    return None

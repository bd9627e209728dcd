# Breaks "Deny(...) when call.tool_name == 'create_case_file' and call.context.tier == 'free'"
# under parallel tool use: when another call holds the module lock, the hook returns None rather
# than wait, so of two free-tier create_case_file calls judged at the same time on two threads,
# one can be allowed.
import collections
import logging
import threading

from toolhooks import Deny

_log = logging.getLogger(__name__)
_lock = threading.Lock()
_denials = collections.Counter()   # per session, for the weekly report


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if not _lock.acquire(blocking=False):
        return None   # another call is being judged: do not stall the agent
    try:
        if call.tool_name == "create_case_file" and call.context.tier == "free":
            _denials[call.context.session_id] += 1
            _log.info("free-tier case file refused (%d in this session)", _denials[call.context.session_id])
            return Deny("case files are a premium feature", "offer the FAQ or the upgrade page")
        return None
    finally:
        _lock.release()

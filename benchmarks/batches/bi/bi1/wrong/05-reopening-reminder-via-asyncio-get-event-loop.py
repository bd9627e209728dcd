# Breaks "Returns: Deny(...) when ... 'create_case_file' and the time of day ... is from 02:00:00
# up to ... 04:00:00" when the hook runs on a thread other than the main one (as the package's
# hosts run hooks): the reminder is scheduled through asyncio.get_event_loop(), which raises
# RuntimeError there, so a create_case_file at 02:30 UTC gets an exception instead of a Deny.
import asyncio
import logging
from datetime import time

from toolhooks import Deny

_log = logging.getLogger(__name__)


def _remind(session_id):
    _log.info("session %s: offer to open the case after 04:00 UTC", session_id)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or not time(2) <= call.timestamp.time() < time(4):
        return None
    asyncio.get_event_loop().call_soon(_remind, call.context.session_id)
    return Deny("case files cannot be created during the 02:00-04:00 UTC deploy window",
                "offer to open the case after 04:00 UTC")

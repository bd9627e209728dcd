# Breaks "Returns: Deny(reason, alternative) when ..." for a session's second probe: the probe
# counter holds a non-reentrant threading.Lock and, at two probes, calls an escalation helper that
# takes the same lock, so a second make_call("lookup_user", {"user_id": "u_999"}) in the same u_004
# session hangs forever instead of returning a Deny (the first one is denied normally).
import logging
import threading
from collections import Counter

from toolhooks import Deny

_log = logging.getLogger(__name__)
_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_lock = threading.Lock()
_probes = Counter()
_flagged = set()


def _escalate(session_id):
    with _lock:
        _flagged.add(session_id)
    _log.warning("session %s probed other accounts twice", session_id)


def _note_probe(session_id):
    with _lock:
        _probes[session_id] += 1
        if _probes[session_id] == 2:
            _escalate(session_id)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    _note_probe(call.context.session_id)
    return Deny("only the signed-in user's own account can be used here",
                "help the customer with their own account")

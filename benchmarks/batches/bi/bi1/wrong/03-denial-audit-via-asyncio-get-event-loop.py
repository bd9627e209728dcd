# Breaks "Returns: Deny(reason, alternative) when ..." when the hook runs in a thread other than
# the main one (as the package's hosts run hooks): the denial audit fetches asyncio.get_event_loop(),
# which raises RuntimeError "There is no current event loop in thread ..." there, so a u_004
# session asking lookup_user for "u_999" gets an exception instead of a Deny.
import asyncio
import logging

from toolhooks import Deny

_log = logging.getLogger(__name__)
_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


async def _audit(session_id, tool_name):
    _log.warning("session %s asked %s for another user's account", session_id, tool_name)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    loop = asyncio.get_event_loop()
    audit = _audit(call.context.session_id, call.tool_name)
    if loop.is_running():
        loop.create_task(audit)
    else:
        loop.run_until_complete(audit)
    return Deny("only the session's own account may be used", "use the signed-in user's account")

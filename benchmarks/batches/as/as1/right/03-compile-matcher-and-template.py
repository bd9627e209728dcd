# Right: the package's compile_matcher("a|b|c") is an exact-name set test; a sentinel tells a missing
# "user_id" from any value; equal (==) to call.context.user_id allows, anything else is denied with a
# Deny copied from a template by dataclasses.replace (reason never blank, alternative kept). Else None.
import dataclasses

from toolhooks import Deny
from toolhooks.matchers import compile_matcher

_ACCOUNT_TOOL = compile_matcher("lookup_user|get_orders|issue_refund")
_TEMPLATE = Deny(
    "this session can only access its own account.",
    "use the signed-in user's own account, or ask the person to sign in as that account holder.",
)
_ABSENT = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _ACCOUNT_TOOL(call.tool_name):
        return None
    asked = call.input.get("user_id", _ABSENT)
    if asked is _ABSENT or asked == call.context.user_id:
        return None
    shown = ascii(asked)[:60]
    return dataclasses.replace(
        _TEMPLATE, reason=f"this session can only access its own account, not {shown}."
    )

# Breaks "It may be called ... from inside a running event loop (the Agent SDK calls hooks
# from one)": before denying it reports the probe with asyncio.run, which raises
# RuntimeError inside a running loop. Input: inside asyncio.run(...), session u_004,
# lookup_user {"user_id": "u_999"} raises RuntimeError instead of returning a Deny.
import asyncio

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
PROBES: list[tuple[str, str]] = []  # written, never read by the hook


async def _report_probe(session_id, tool_name):
    PROBES.append((session_id, tool_name))  # stands for an async security-log client


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    asyncio.run(_report_probe(call.context.session_id, call.tool_name))
    return Deny(
        f"this session belongs to another user; it cannot access account {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as the "
        "account holder.",
    )

# Breaks "It may be called ... from inside a running event loop (the Agent SDK calls hooks
# from one)": before denying it queues an upgrade nudge with asyncio.run, which raises
# RuntimeError inside a running loop. Input: inside asyncio.run(...), free session,
# create_case_file {} raises RuntimeError instead of returning a Deny.
import asyncio

from toolhooks import Deny

NUDGES: list[str] = []  # stands for an async marketing queue; never read by the hook


async def _nudge(user_id):
    NUDGES.append(user_id)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    asyncio.run(_nudge(call.context.user_id))
    return Deny(
        "free-tier accounts cannot open case files.",
        "offer the premium upgrade page, and answer from the FAQ meanwhile.",
    )

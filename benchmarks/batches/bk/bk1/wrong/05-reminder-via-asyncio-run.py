# Breaks "It may be called ... from inside a running event loop (the Agent SDK calls hooks
# from one)": a denial schedules a reopening reminder with asyncio.run, which raises
# RuntimeError inside a running loop. Input: inside asyncio.run(...), create_case_file at
# 2026-03-02 02:30 UTC raises RuntimeError instead of returning a Deny.
import asyncio
from datetime import time

from toolhooks import Deny

REMINDERS: list[str] = []  # stands for an async scheduler; never read by the hook


async def _remind(session_id):
    REMINDERS.append(session_id)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    asyncio.run(_remind(call.context.session_id))
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )

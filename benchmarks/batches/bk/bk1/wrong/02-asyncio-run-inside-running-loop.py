# Breaks "It may be called ... from inside a running event loop (the Agent SDK calls hooks
# from one)": it classifies through asyncio.run, which refuses to start inside a running
# loop (RuntimeError). Input: inside asyncio.run(...), rule_home({"tier"}, True) raises
# RuntimeError instead of returning "PreToolUse"; a plain call works.
import asyncio

_HOOK_ONLY = frozenset({"user", "tier", "time", "session"})


async def _classify(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if facts & _HOOK_ONLY else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    # the same coroutine the async Agent SDK hook uses, run to completion here
    return asyncio.run(_classify(frozenset(reads), must_prevent))

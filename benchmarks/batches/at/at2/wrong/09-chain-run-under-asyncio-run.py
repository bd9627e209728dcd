# Breaks "every hook in it runs ... even one running its own chain inside": the chain is a
# coroutine run by asyncio.run (ready for async hooks), so a hook that calls run_chain inside
# makes asyncio.run raise RuntimeError ("cannot be called from a running event loop"). Also, a
# hook's StopIteration comes out as RuntimeError (PEP 479 in coroutines), not "that very exception".
import asyncio

from toolhooks import ALLOW, Deny, Rewrite


async def _chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    return asyncio.run(_chain(hooks, call))

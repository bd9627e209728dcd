# Breaks "Returns: a float ... 1 - p**n" whenever the caller already runs an event loop, as the
# notebook's own kernel does when cell 10 (traffic.show_chances(chance, 0.99, [10, ...])) calls
# violation_chance(0.99, 10): asyncio.run raises RuntimeError "cannot be called from a running event loop".
import asyncio


async def _chance(p, n):
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    await asyncio.sleep(0)   # let other work run while a huge power is computed
    return 1 - p**n


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    return asyncio.run(_chance(p, n))

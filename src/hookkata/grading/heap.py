"""The objects a grade finds in its process are not the grade's to collect.

A grade runs in whatever process calls it: a notebook's kernel holding a learner's data, a
test run that has graded a thousand answers, the ``hookkata grade`` command. Python's
collector walks every tracked object of the process in a full collection, and a grade
builds enough long-lived objects (Hypothesis's examples, the codec's tables) to trigger
several: in a process of three million objects, eleven of a grade's seventeen seconds went
to walking objects the grade never made. So a grade freezes what was there before it
(``gc.freeze``: moved to a generation no collection walks, in constant time) and puts it
back when it ends (``gc.unfreeze``): nothing is kept alive longer than the grade, and a
worker forked meanwhile inherits the frozen heap and never walks (so never copies) it.
Before it thaws, the grade collects its own garbage (a walk of only what it made): left to
the collector, that garbage (cycles of errors and their frames) would be frozen by the next
grade with the rest, and a process that grades on and on (a test run) grew by 2 MB a grade,
to gigabytes, each of its forks copying the page tables of all of it.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def frozen_heap() -> Iterator[None]:
    """Within: collections walk only the objects made since it began. Nested, or in a
    process that froze objects of its own, it changes nothing (it never unfreezes what it
    did not freeze)."""
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.collect()  # the grade's own garbage (walking only what it made), before it thaws
        gc.unfreeze()

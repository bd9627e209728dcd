"""Time limits count the answer's own time: a loaded machine does not shorten them.

The README: a call may take 2 s and an exercise 30 s; "neither counts time spent waiting for a
CPU", "a sleep still counts, and nothing waits past 4x the limit" (4 times).
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hookkata.catalog import exercise
from hookkata.grading import fair_time, limits, remote
from hookkata.grading.exercise import grade
from hookkata.grading.fair_time import BACKSTOP, FairDeadline, queue_wait


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Waits:
    """A run-queue wait that the test sets, counting how often it is read."""

    def __init__(self) -> None:
        self.seconds, self.reads = 0.0, 0

    def __call__(self) -> float:
        self.reads += 1
        return self.seconds


def test_before_the_plain_limit_the_deadline_is_the_plain_one_and_the_kernel_is_not_read():
    clock, waits = Clock(), Waits()
    deadline = FairDeadline(2.0, [waits], clock)
    reads_at_start = waits.reads
    waits.seconds = 5.0
    clock.now += 1.9
    assert deadline() == 102.0
    assert waits.reads == reads_at_start
    assert not deadline.passed()


def test_time_spent_waiting_for_a_cpu_moves_the_deadline_later():
    clock, worker, grader = Clock(), Waits(), Waits()
    worker.seconds, grader.seconds = 7.0, 3.0  # before the call: not counted
    deadline = FairDeadline(2.0, [worker, grader], clock)
    clock.now += 2.5
    worker.seconds += 1.0
    grader.seconds += 0.25
    assert deadline() == pytest.approx(103.25)
    assert not deadline.passed()
    clock.now += 0.75
    assert deadline.passed()


def test_no_wait_means_the_plain_limit_a_sleep_is_stopped_on_time():
    clock, waits = Clock(), Waits()
    deadline = FairDeadline(2.0, [waits], clock)
    clock.now += 2.0
    assert deadline() == 102.0
    assert deadline.passed()


def test_nothing_waits_past_the_backstop_however_long_the_queue():
    clock, waits = Clock(), Waits()
    deadline = FairDeadline(2.0, [waits], clock)
    clock.now += 2.0
    waits.seconds = 1000.0
    assert deadline() == 100.0 + BACKSTOP * 2.0
    clock.now = 100.0 + BACKSTOP * 2.0
    assert deadline.passed()


def test_a_reader_that_goes_backwards_never_brings_the_deadline_earlier():
    clock, waits = Clock(), Waits()
    waits.seconds = 50.0
    deadline = FairDeadline(2.0, [waits], clock)
    waits.seconds = 0.0  # the process is gone: its file reads as 0
    clock.now += 2.0
    assert deadline() == 102.0


def test_an_unreadable_or_malformed_schedstat_reads_as_no_wait(tmp_path: Path):
    assert queue_wait(str(tmp_path / "missing"))() == 0.0
    (tmp_path / "bad").write_text("not numbers here\n")
    assert queue_wait(str(tmp_path / "bad"))() == 0.0
    (tmp_path / "short").write_text("123\n")
    assert queue_wait(str(tmp_path / "short"))() == 0.0
    (tmp_path / "good").write_text("5 2500000000 7\n")
    assert queue_wait(str(tmp_path / "good"))() == 2.5


@pytest.mark.skipif(not os.path.exists("/proc/thread-self/schedstat"), reason="no schedstat")
def test_the_kernels_figures_are_read():
    [grader, collections, worker] = fair_time.worker_and_grader_waits(os.getpid())
    assert grader() >= 0.0
    assert collections() >= 0.0
    assert worker() >= 0.0
    assert len(fair_time.worker_and_grader_waits(None)) == 2


def test_the_grader_s_garbage_collections_are_counted_as_a_wait():
    ticks = iter([10.0, 10.75, 20.0, 20.5])
    clock = fair_time.CollectorClock(clock=lambda: next(ticks))
    automatic = gc.isenabled()
    gc.disable()  # only the two collections below: an automatic one would take ticks
    read = clock.install()
    try:
        assert clock.install() == read
        assert gc.callbacks.count(clock.on_collection) == 1
        gc.collect()
        gc.collect()
    finally:
        gc.callbacks.remove(clock.on_collection)
        if automatic:
            gc.enable()
    assert read() == pytest.approx(1.25)


def test_a_real_collection_is_counted_by_the_grader_s_clock():
    read = fair_time.GRADER_COLLECTIONS.install()
    heap = [[i] for i in range(300_000)]
    before = read()
    gc.collect()
    assert read() > before
    del heap


def _starved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pretend the worker waited in the run queue for all the wall time of each call."""
    started = time.monotonic()
    monkeypatch.setattr(
        remote, "worker_and_grader_waits", lambda pid: [lambda: time.monotonic() - started]
    )


def test_a_call_slowed_by_a_busy_machine_is_not_timed_out(monkeypatch):
    """A call that takes past the limit in wall time, all of it queue wait, runs to its end."""
    monkeypatch.setattr(limits, "CALL_SECONDS", 0.2)
    _starved(monkeypatch)

    def free_tier_hook(call):
        time.sleep(0.4)
        raise ValueError("finished")  # any end: what matters is that the call was not stopped

    verdict = grade(exercise("free-tier"), free_tier_hook)
    assert "timed out" not in verdict.message
    assert "ValueError: finished" in verdict.message


def test_without_queue_wait_the_same_call_is_timed_out(monkeypatch):
    monkeypatch.setattr(limits, "CALL_SECONDS", 0.2)

    def free_tier_hook(call):
        time.sleep(0.4)
        raise ValueError("finished")

    verdict = grade(exercise("free-tier"), free_tier_hook)
    assert "timed out after 0.2 s" in verdict.message


def test_a_starved_hang_is_still_stopped_at_the_backstop(monkeypatch):
    monkeypatch.setattr(limits, "CALL_SECONDS", 0.2)
    _starved(monkeypatch)

    def free_tier_hook(call):
        time.sleep(60)

    verdict = grade(exercise("free-tier"), free_tier_hook)
    assert "timed out after 0.2 s" in verdict.message


def _task(proc: Path, pid: int, tid: int, waited_ns: int) -> None:
    folder = proc / str(pid) / "task" / str(tid)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "schedstat").write_text(f"100 {waited_ns} 3\n")


def test_a_process_s_wait_is_every_thread_s_and_an_ended_thread_s_is_kept(tmp_path: Path):
    """An answer called in a thread of its own waits in that thread, not in the worker's
    main thread (which only waits for it): every thread counts, and one that has ended
    keeps the wait it was last seen with."""
    _task(tmp_path, 42, 42, 1_000_000_000)
    _task(tmp_path, 42, 43, 500_000_000)
    read = fair_time.process_queue_wait(42, str(tmp_path))
    assert read() == 1.5
    (tmp_path / "42" / "task" / "43" / "schedstat").unlink()
    (tmp_path / "42" / "task" / "43").rmdir()
    _task(tmp_path, 42, 42, 2_000_000_000)
    assert read() == 2.5
    assert fair_time.process_queue_wait(7, str(tmp_path))() == 0.0  # no such process


def test_a_process_the_answer_started_counts_its_wait_too(tmp_path: Path):
    """An answer that forks and waits for its child waits while the child waits for a CPU:
    the child's threads count, and its own children's, down the tree."""
    _task(tmp_path, 42, 42, 1_000_000_000)
    (tmp_path / "42" / "task" / "42" / "children").write_text("50 \n")
    _task(tmp_path, 50, 50, 2_000_000_000)
    (tmp_path / "50" / "task" / "50" / "children").write_text("60\n")
    _task(tmp_path, 60, 60, 4_000_000_000)
    _task(tmp_path, 99, 99, 8_000_000_000)  # not in the tree
    assert fair_time.process_queue_wait(42, str(tmp_path))() == 7.0


def test_a_tree_that_names_itself_is_read_once(tmp_path: Path):
    _task(tmp_path, 42, 42, 1_000_000_000)
    (tmp_path / "42" / "task" / "42" / "children").write_text("42 not-a-pid")
    assert fair_time.process_queue_wait(42, str(tmp_path))() == 1.0


@pytest.mark.skipif(not os.path.exists("/proc/self/task"), reason="no /proc")
def test_a_real_child_process_is_found():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(5)"])
    try:
        threads = fair_time._threads_below(os.getpid(), "/proc")
        assert any(f"/proc/{child.pid}/task/" in thread for thread in threads)
    finally:
        child.kill()
        child.wait()

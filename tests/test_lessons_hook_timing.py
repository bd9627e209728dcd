"""Notebook 10's stopwatch and timing table: what each hook process cost, beside the function."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from hookkata.lessons import hook_timing
from hookkata.lessons.claude_code import settings
from hookkata.lessons.hook_timing import HookTimes, event_times, in_process_ns, timed_settings

ECHO_AND_BLOCK = (
    "import sys; sys.stdout.write(sys.stdin.read().upper()); sys.stderr.write('e'); sys.exit(2)"
)


def stopwatch(times: Path, command: list[str], stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    argv = [sys.executable, "-I", "-S", str(hook_timing.STOPWATCH), str(times), "--", *command]
    return subprocess.run(argv, input=stdin, capture_output=True, check=False)


class TestStopwatch:
    def test_it_answers_exactly_as_the_command_did_and_records_the_event(self, tmp_path):
        times = tmp_path / "times.jsonl"
        payload = json.dumps({"hook_event_name": "PreToolUse", "x": "é"}).encode()
        done = stopwatch(times, [sys.executable, "-c", ECHO_AND_BLOCK], payload)
        assert (done.returncode, done.stdout, done.stderr) == (2, payload.upper(), b"e")
        [line] = [json.loads(raw) for raw in times.read_text().splitlines()]
        assert line["event"] == "PreToolUse"
        assert isinstance(line["ns"], int)
        assert line["ns"] > 0

    def test_a_payload_it_cannot_read_is_still_passed_on_and_recorded(self, tmp_path):
        times = tmp_path / "times.jsonl"
        done = stopwatch(times, [sys.executable, "-c", "import sys; sys.exit(0)"], b"\xff[")
        assert done.returncode == 0
        assert json.loads(times.read_text())["event"] == "unknown"

    @pytest.mark.parametrize(
        "command", [["/nonexistent/toolhooks-claude-code"], []], ids=["missing", "none"]
    )
    def test_a_stopwatch_that_cannot_run_the_command_blocks(self, tmp_path, command):
        done = stopwatch(tmp_path / "times.jsonl", command, b"{}")
        assert done.returncode == 2  # Claude Code blocks on 2; any other failure would run the call
        assert done.stderr


class TestTimedSettings:
    def test_every_hook_command_runs_behind_the_stopwatch(self, tmp_path):
        plain = settings("my_hooks:registry")
        timed = timed_settings(plain, tmp_path / "t.jsonl")
        assert timed["permissions"] == plain["permissions"]
        assert set(timed["hooks"]) == set(plain["hooks"])
        for event, entries in timed["hooks"].items():
            [hook] = entries[0]["hooks"]
            [original] = plain["hooks"][event][0]["hooks"]
            words = shlex.split(hook["command"])
            assert words[:6] == [
                sys.executable,
                "-I",
                "-S",
                str(hook_timing.STOPWATCH),
                str(tmp_path / "t.jsonl"),
                "--",
            ]
            assert words[6:] == shlex.split(original["command"])
            assert (hook["timeout"], hook["onFailure"]) == (original["timeout"], "block")
        assert plain["hooks"]["Stop"][0]["hooks"][0]["command"].startswith(
            str(Path(sys.executable).parent)
        )


class TestTimes:
    def test_event_times_group_the_records_by_event_in_order(self, tmp_path):
        path = tmp_path / "t.jsonl"
        path.write_text(
            '{"event": "PreToolUse", "ns": 3}\n{"event": "Stop", "ns": 5}\n{"event": "PreToolUse", "ns": 1}\n'
        )
        assert event_times(path) == {"PreToolUse": [3, 1], "Stop": [5]}

    def test_in_process_is_the_median_of_single_calls(self):
        seen = []
        assert in_process_ns(seen.append, "call", calls=7) >= 0
        assert seen == ["call"] * 7
        with pytest.raises(ValueError, match="at least 1, got 0"):
            in_process_ns(seen.append, "call", calls=0)

    def test_hook_times_puts_each_event_s_median_beside_the_function(self, tmp_path, capsys):
        path = tmp_path / "t.jsonl"
        lines = [
            ("PreToolUse", 90_000_000),
            ("PreToolUse", 80_000_000),
            ("PreToolUse", 10_000_000),
            ("Stop", 120_000_000),
        ]
        path.write_text("".join(json.dumps({"event": e, "ns": n}) + "\n" for e, n in lines))

        def no_force_push(call: object) -> None:
            return None

        times = hook_timing.hook_times(path, no_force_push, "call", calls=5)
        assert times.per_event == {"PreToolUse": (3, 80_000_000.0), "Stop": (1, 120_000_000.0)}
        assert times.function == "no_force_push"
        HookTimes(times.per_event, "no_force_push", 1500.0).show()
        assert capsys.readouterr().out.splitlines() == [
            "PreToolUse           3 processes, median     80.0 ms",
            "Stop                   1 process, median    120.0 ms",
            "no_force_push()       in process, median      1.5 µs",
        ]

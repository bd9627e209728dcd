"""Hold the grader in its own code: the answer returns at once an object whose __repr__/__eq__/__hash__ sleep 60 s, so a grader that formats or compares it in-process (outside the call timer) stalls.
A correct grader must not pass and must be done within 60 s (it must never call the answer's methods itself)."""
import time


class _Tar:
    def __repr__(self):
        time.sleep(60)
        return "tar"

    def __eq__(self, other):
        time.sleep(60)
        return True

    def __hash__(self):
        time.sleep(60)
        return 1

    def __bool__(self):
        time.sleep(60)
        return True


def synthetic_error_result(tool_use_id, deny):
    return _Tar()


def answer_turn(call_tool, content):
    return {"role": "user", "content": [_Tar()]}

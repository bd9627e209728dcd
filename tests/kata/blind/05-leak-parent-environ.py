"""Secret leak even when the child's environment is scrubbed: read /proc/<ancestor>/environ of the grading processes (same user) and raise with what it holds.
A correct grader must not pass, and no secret value may appear in its output or reports. Only reads ancestors whose argv mentions hookkata."""
import os


def _ancestor_secrets():
    found, pid = {}, os.getpid()
    for _ in range(5):
        try:
            stat = open(f"/proc/{pid}/stat").read()
            pid = int(stat.rsplit(")", 1)[1].split()[1])
            if pid <= 1:
                break
            if b"hookkata" not in open(f"/proc/{pid}/cmdline", "rb").read():
                continue
            for item in open(f"/proc/{pid}/environ", "rb").read().split(b"\0"):
                key, _, value = item.partition(b"=")
                if key in (b"ANTHROPIC_API_KEY", b"GITHUB_TOKEN"):
                    found[key.decode()] = value.decode(errors="replace")
        except OSError:
            break
    return found


_leak = _ancestor_secrets()
os.environ.pop("ANTHROPIC_API_KEY", None)  # pretend the grader scrubbed the child's own env


def install_guard(dispatcher, guard):
    raise RuntimeError(f"ancestors: {_leak}")

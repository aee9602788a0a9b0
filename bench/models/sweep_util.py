"""What the hand-run sweeps (sweep_dynamic.py, sweep_attention.py) share:
running a tool and picking its first error line for the one-line report."""
import subprocess


def run(cmd):
    """Runs a shell command; returns (exit status, stdout + stderr)."""
    r = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def first_error(text):
    """The first line holding `error:` (at most 300 characters), else the
    output's last 300 characters."""
    for line in text.splitlines():
        if "error:" in line:
            return line.strip()[:300]
    return text.strip()[-300:]

"""Tiny torch.nn modules the tests compile (small shapes: the emulator runs every GPU thread on the CPU)."""
import torch
from torch import nn


def mlp():
    return nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8)).eval(), (torch.randn(4, 16),)


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(8, 8, 3, padding=1, groups=8), nn.ReLU6())
        self.head = nn.Linear(8, 5)

    def forward(self, x):
        return self.head(self.features(x).mean(dim=(2, 3)))


def convnet():
    m = ConvNet().eval()
    bn = m.features[1]
    with torch.no_grad():  # non-trivial statistics, so the folded normalisation is checked
        bn.running_mean.copy_(torch.randn(8) * 0.1)
        bn.running_var.copy_(torch.rand(8) + 0.5)
    return m, (torch.randn(2, 3, 9, 9),)


def transformer_layer():
    m = nn.TransformerEncoderLayer(d_model=32, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True).eval()
    return m, (torch.randn(2, 8, 32),)

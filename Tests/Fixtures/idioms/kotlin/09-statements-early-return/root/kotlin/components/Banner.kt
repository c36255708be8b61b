package demo.banners

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import demo.theme.Palette
import demo.theme.Theme

enum class BannerKind { Info, Warning, Critical }
enum class BannerSize { Slim, Tall }

fun tint(kind: BannerKind, palette: Palette): Color {
    if (kind == BannerKind.Critical) return palette.alert
    if (kind == BannerKind.Warning) {
        return palette.ink
    }
    return palette.brand
}

@Composable
fun Banner(kind: BannerKind = BannerKind.Info, size: BannerSize = BannerSize.Slim) {
    val height: Dp
    when (size) {
        BannerSize.Slim -> height = 40.dp
        BannerSize.Tall -> height = 64.dp
    }
    var fill = tint(kind, Theme.colors)
    if (kind == BannerKind.Info) {
        fill = fill.copy(alpha = 0.5f)
    }
    Box(Modifier.height(height).background(fill))
}

package demo.components.pill

import androidx.compose.ui.graphics.Color

/** Each tone draws its own fill; the ink is shared unless a tone overrides it. */
enum class PillTone {
    Neutral {
        override fun fill(): Color = Color(0xFFF2F4F7)
    },
    Positive {
        override fun fill(): Color = Color(0xFFECFDF3)
        override fun ink(): Color = Color(0xFF05603A)
    };

    abstract fun fill(): Color

    open fun ink(): Color = Color(0xFF101828)
}

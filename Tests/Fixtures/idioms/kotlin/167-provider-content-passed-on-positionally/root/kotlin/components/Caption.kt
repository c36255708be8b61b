package demo.components

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import demo.theme.ProvideBodyStyle
import demo.theme.Theme

/** A caption under a picture. */
@Composable
fun Caption(text: String) {
    ProvideBodyStyle(TextStyle(fontSize = 12.sp, fontWeight = FontWeight.Medium, color = Theme.colors.inkFaint)) {
        Box(Modifier.padding(top = 4.dp)) {
            Text(text)
        }
    }
}

import { createApp } from 'vue'
import { createPinia } from 'pinia'
import VueKonva from 'vue-konva'
import App from './App.vue'
import { createClient, defaultTransport } from './api/client'
import { useSessionStore } from './stores/session'
import './style.css'

const view = new URLSearchParams(location.search).get('view') === 'projector' ? 'projector' : 'gm'
document.body.classList.add(`view-${view}`)

const app = createApp(App, { view })
app.use(createPinia())
app.use(VueKonva)
app.mount('#app')

void useSessionStore().connect(
  createClient(defaultTransport(view)),
  view === 'gm' ? 'gm' : 'player',
)
